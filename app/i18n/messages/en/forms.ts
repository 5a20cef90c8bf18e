/** What every public form says: required marks, choices, and the errors they share. */
export default {
  required: "required",
  choose: "Choose…",
  requiredNote: "Fields marked * are required.",
  errors: {
    token: "This form has expired. Reload the page and submit it again.",
    tooLong: "This is too long. Please shorten it.",
    email: "Enter an email address such as name@example.com.",
    consent: "Tick the box to agree before you submit.",
    rateLimited: "Too many submissions from your connection in the last minute. Please wait a minute and try again.",
    unreadable: "The form could not be read. Please try again.",
    cannotSave: "The site cannot save anything just now. Please try again in a few minutes.",
    databaseAway: "The site cannot reach its records just now. Please try again in a few seconds.",
  },
};
