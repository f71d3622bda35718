/** What a form says above its fields when some of them need fixing (each field says why). */
export const FIX_FIELDS_MESSAGE = "Please correct the highlighted fields";
