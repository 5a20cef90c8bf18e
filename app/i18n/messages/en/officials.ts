/** The pages of the university's officers: the offices' own words; the holders' names come from their records (decision 0161). */
export default {
  portrait: "Portrait placeholder for the {office}",
  message: "Message",
  responsibilities: "Responsibilities",
  readMessage: "Read the full message",
  notYetPublished: "Name yet to be published",
  photo: "Photograph of {name}",
  email: "Email",
  phone: "Phone",
  contact: "Contact",
  members: "Members",
  noMembers: "The names of the members are yet to be published.",
  chancellor: {
    title: "Chancellor",
    about: "The Lieutenant Governor of Delhi is the Chancellor of the university.",
    meta: "The Chancellor of DSEU, the Lieutenant Governor of Delhi, and the Chancellor's message.",
    points: {
      "1": "Delhi Skill and Entrepreneurship University was founded on a simple belief: every young person in Delhi deserves an education that leads to good work or to a business of their own.",
      "2": "Our campuses bring classrooms, workshops and industry together, so that students learn by doing and graduate ready for the jobs the city needs.",
      "3": "I encourage every student to take up the opportunities the university offers: apprenticeships, projects with employers and support for new ventures.",
      "4": "I wish the students, teachers and staff of the university every success.",
    },
  },
  viceChancellor: {
    title: "Vice-Chancellor",
    about: "The Vice-Chancellor is the principal academic and executive officer of the university.",
    meta: "The Vice-Chancellor of DSEU and the Vice-Chancellor's message to students.",
    points: {
      "1": "Welcome to Delhi Skill and Entrepreneurship University. Our diploma, undergraduate and postgraduate programmes are designed with industry, and every one of them includes practical training.",
      "2": "Across our campuses, students learn in laboratories and workshops, take internships with employers and can start their own enterprise with the university's incubation support.",
      "3": "We keep our programmes flexible, with several entry and exit points, so that learners can study, work and return to study again.",
      "4": "I invite you to explore our programmes and to join a university that values skill, enterprise and dignity of work.",
    },
  },
  registrar: {
    title: "Registrar",
    about: "The Registrar is the university's chief administrative officer and the custodian of its records.",
    meta: "The Registrar of DSEU and the responsibilities of the office.",
    points: {
      "1": "Secretary to the Board of Management, the Academic Council and the University Court.",
      "2": "Custody of the university's records, common seal and official correspondence.",
      "3": "Administration of staff appointments, service matters and establishment.",
      "4": "Conduct of the university's statutory elections and publication of its notifications.",
    },
  },
  coe: {
    title: "Controller of Examinations",
    about: "The Controller of Examinations conducts the university's examinations and publishes their results.",
    meta: "The Controller of Examinations of DSEU and the responsibilities of the office.",
    points: {
      "1": "Preparing the examination calendar and date sheets for every programme.",
      "2": "Conducting examinations fairly across all campuses.",
      "3": "Declaring results and issuing marksheets, degrees and diplomas.",
      "4": "Handling re-evaluation requests and the verification of certificates.",
    },
  },
  cof: {
    title: "Controller of Finance",
    about: "The Controller of Finance manages the university's funds and accounts.",
    meta: "The Controller of Finance of DSEU and the responsibilities of the office.",
    points: {
      "1": "Preparing the university's annual budget and statements of accounts.",
      "2": "Managing funds, investments and the university's bank accounts.",
      "3": "Overseeing purchases, payments and the university's financial rules.",
      "4": "Arranging internal and statutory audits of the accounts.",
    },
  },
};
