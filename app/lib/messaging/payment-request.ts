/**
 * Does a chat message ask for money outside a meeting? Scams on classifieds start with "send a
 * token advance by UPI" or "scan this QR to receive the payment", so such messages carry a
 * visible warning. The rule errs towards warning: a warning on an honest message costs little.
 * Written for Indian phrasing, English and Hinglish ("advance bhej do", "GPay kar do").
 */

/** A payment channel named outright is enough: nobody needs one to look at a car. */
const PAYMENT_CHANNEL = [
  /\bupi\b/,
  /\b(g ?pay|google ?pay|phone ?pe|paytm|bhim|amazon ?pay)\b/,
  /\bqr\b/,
  /\bscan (this|the|my|below|above|code)\b/,
  // A UPI handle such as ravi.k@okaxis or 98xxxxxx10@ybl.
  /\b[\w.-]{2,}@(ok[a-z]+|ybl|ibl|axl|paytm|upi|apl|yapl|ptyes|ptsbi|ptaxis|pthdfc|jio|freecharge)\b/,
];

/** Money asked for before the deal: an advance, a token or booking amount, a deposit. */
const UPFRONT = /\b(advance|token( amount| money)?|booking (amount|money|charges?)|deposit|pehle (paise|payment)|gate ?pass (fee|charges?))\b/;

/** Asking someone to pay: English and Hinglish verbs. */
const ASK_TO_PAY = /\b(send|pay|transfer|deposit|bhej\w*|de do|dedo|dijiye|dena|jama|kar do|kardo|karo)\b/;

/** An amount of money: ₹ 5,000, rs.2000, 5000 rupees, 10k. */
const AMOUNT = /(₹|\brs\.?|\binr\b)\s*\d|\b\d[\d,]*\s*(rs|rupees?|rupaye|k)\b/;

export function isPaymentRequest(text: string): boolean {
  const t = text.toLowerCase().replace(/\s+/g, " ");
  if (PAYMENT_CHANNEL.some((pattern) => pattern.test(t))) return true;
  if (UPFRONT.test(t) && (ASK_TO_PAY.test(t) || AMOUNT.test(t))) return true;
  // "Send ₹2000 first and I will hold the car": an amount with a request to pay it.
  return AMOUNT.test(t) && /\b(send|transfer|bhej\w*)\b/.test(t);
}
