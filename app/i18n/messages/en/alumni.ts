/** The alumni page and its registration form. */
export default {
  title: "Alumni",
  metaDescription:
    "Register with the university's alumni network: stay in touch, mentor students and hear about events and openings.",
  intro:
    "Everyone who has studied at the university or its founding institutes belongs to its alumni. Register to stay in touch with your campus and with each other.",
  benefit1: "Hear about reunions, talks and campus events.",
  benefit2: "Mentor students, offer internships and take part in placement drives.",
  benefit3: "Get your transcripts and certificates verified faster when employers ask.",
  formTitle: "Register as an alumnus",
  received: "Thank you: your registration has been received.",
  review: "The alumni cell will review it and write to you at the email address you gave.",
  another: "Register someone else",
  fields: {
    name: "Full name",
    email: "Email address",
    programme: "Programme studied",
    yearOfPassing: "Year of passing",
    organisation: "Current organisation (optional)",
  },
  hints: {
    programme: "For example, Diploma in Mechanical Engineering or B.Tech. in Computer Science.",
    yearOfPassing: "Four digits, {first} or later.",
  },
  consent: "I agree that the university may keep these details and contact me about alumni activities.",
  submit: "Register",
  errors: {
    name: "Enter your full name.",
    programme: "Enter the programme you studied.",
    year: "Enter the year you passed out, as four digits, not later than this year.",
  },
};
