/**
 * The account forms' numbers the pages show (spec section 5), apart from their schemas, so a
 * page can say "6 digits" without loading zod (account-forms.ts).
 */
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
