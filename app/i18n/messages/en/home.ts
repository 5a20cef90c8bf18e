/** The home page. */
export default {
  metaDescription:
    "Delhi Skill and Entrepreneurship University: programmes, admissions, campuses, notices and recruitment.",
  tagline: "Skills for work and enterprise across {campuses} in Delhi.",
  campusCount: "{count} campuses",
};
