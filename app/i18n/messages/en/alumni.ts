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
  confirmByMail:
    "We have sent a message to the address you gave: follow its link to confirm that the address is yours. Until then the registration stays unconfirmed.",
  confirm: {
    title: "Confirm your alumni registration",
    intro: "Confirm that this email address is yours: the registration it was sent for is then complete.",
    submit: "Confirm my registration",
    done: "Thank you: your registration is confirmed.",
    used: "This link has been used already: the registration it was sent for is confirmed.",
    expired: "This link has expired. Register again to get a new one.",
    unknown: "This link is not valid. Open the whole link from the message.",
    register: "Go to the alumni registration",
  },
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
