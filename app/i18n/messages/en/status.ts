/** The status pages: not found, under construction, server error. */
export default {
  notFound: {
    title: "Oops! Page not found",
    text: "The page you’re looking for doesn’t exist. It might have been removed, renamed, or did it ever exist?",
    emojiLabel: "thinking face",
    home: "Go back home",
    metaTitle: "Page not found",
    /** A programme, person, department or campus the database does not have. */
    dataText: "Sorry, data not found.",
  },
  underConstruction: {
    title: "Under Construction",
    text: "We are still preparing this page. Please check back soon, or carry on from the home page.",
    back: "Go Back",
    home: "Go Home",
    elsewhere: { ugcGuidelines: "Meanwhile, read the guidelines on the UGC's own website" },
  },
  serverError: {
    title: "Something went wrong",
    text: "This page could not be shown just now. Please try again in a moment.",
    home: "Go to the home page",
  },
};
