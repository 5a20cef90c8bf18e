/**
 * What six campuses reported about themselves to the university (2025): their
 * director and the director's official mailbox, address (newer than the one in
 * `common/campuses.ts`), nearest transport, history, highlights, programmes as
 * they list them and laboratories. The listed programmes are the catalogue's true
 * programmes (`reportedProgrammes` in `common/programme-names.ts`, decision 0186).
 * `inventedCounterparts` names the demo's invented programmes (codes in
 * `academics-facts.ts`) that stood for the listed ones before they were seeded as they
 * are: the demo leaves those out.
 */
export type CampusDetails = {
  director: string;
  directorEmail: string;
  address: string;
  transport?: string;
  history?: string;
  highlights?: ReadonlyArray<string>;
  listedProgrammes: ReadonlyArray<string>;
  labs: ReadonlyArray<string>;
  inventedCounterparts: ReadonlyArray<string>;
};

export const campusDetails: Readonly<Record<string, CampusDetails>> = {
  ambedkar: {
    director: "Dr. Ghanshyam",
    directorEmail: "director-ait@dseu.ac.in",
    address: "Opp. Madhuban Colony, Shakarpur Extension, near Nirman Vihar Metro Station, Delhi-110092",
    history: "An institute in Delhi since 1986, part of DSEU since the university's founding.",
    listedProgrammes: ["FTD Electronics", "FTD Computers", "BS Computer Application", "UG ESDM", "B.Tech ECE"],
    labs: [
      "Digital Electronics",
      "Medical Electronics",
      "Project",
      "Analog Electronics",
      "Communication",
      "EDC",
      "Robotics",
      "Automated Control Systems",
      "Advanced Microprocessor",
      "Electronic Machines",
      "NAT",
      "Networking",
      "Graphics",
      "Software",
      "Hardware",
      "IoT",
      "CA",
    ],
    inventedCounterparts: ["DECE", "DCSE", "BCA", "BSCESDM", "BTECE"],
  },
  jaffarpur: {
    director: "Porusu Ramanaiah",
    directorEmail: "director-jaffapur@dseu.ac.in",
    address: "Jaffarpur, near NSUT West Campus, New Delhi",
    transport: "DTC buses from Uttam Nagar, Dwarka and Dhansa bus stop (nearest metro)",
    highlights: ["Fully air-conditioned building", "Smart classrooms"],
    listedProgrammes: ["Diploma in Computer Engineering", "Bachelor of Computer Applications (BCA)"],
    labs: ["Computer Lab 1", "Computer Lab 2"],
    inventedCounterparts: ["DCSE", "BCA"],
  },
  ranhola: {
    director: "Sh. Arun Dabas",
    directorEmail: "director-ranhola@dseu.ac.in",
    address: "Block H2, Kunwar Singh Nagar, near Sarvodaya Bal Vidyalaya, Ranhola, Nangloi, Delhi-110041",
    transport: "Nangloi Metro Station (Green Line), DTC buses",
    highlights: ["Guru Shishya Library", "Smart classrooms with interactive panels"],
    listedProgrammes: ["FTD in Computer Engineering"],
    labs: ["Computer labs"],
    inventedCounterparts: ["DCSE"],
  },
  "bhai-parmanand": {
    director: "Dr. Harvinder Kaur",
    directorEmail: "director-bpibs@dseu.ac.in",
    address: "Opp. Madhuban Colony, Shakarpur, Delhi-110092",
    history:
      "Founded by the Government of Delhi in 1965; renamed Institute of Commercial Practice in 1972; " +
      "moved to Shakarpur in 1986 and renamed Bhai Parmanand Institute of Business Studies (BPIBS); " +
      "merged into DSEU in 2021.",
    listedProgrammes: [
      "MBA Data Analytics",
      "MCA",
      "BS Banking, Financial Services and Insurance",
      "B.Tech Artificial Intelligence",
      "B.Tech Data Analytics",
    ],
    labs: ["Software", "DBMS", "CISCO", "Data Analytics", "Linux"],
    inventedCounterparts: ["MBADA", "MCA", "BBABSI", "BTAIML", "BTDA"],
  },
  "vivek-vihar": {
    director: "Dr. Punita Duhan",
    directorEmail: "director-vivekvihar@dseu.ac.in",
    address: "1st floor, ITI Vivek Vihar (Women), Delhi-110095",
    transport: "Jhilmil / Dilshad Garden metro (Red Line); bus stops ITI Shahdara, ITI Vivek Vihar",
    history: "Established in 2013 (formerly WCS Vivek Vihar), near Jhilmil Industrial Area.",
    listedProgrammes: [
      "BS Hospitality Management",
      "BS Retail Management",
      "BS Business Process Management",
      "Certificate Course in Finance Executive",
      "Certificate Course in Digital Marketing and Web Development",
      "MBA Retail Management",
      "Bachelor in Library Science",
    ],
    labs: ["2 computer labs", "2 retail labs", "2 personality labs", "2 hospitality labs"],
    inventedCounterparts: ["BHMCT", "BBARM", "MBARM", "BLIS"],
  },
  "guru-nanak-dev": {
    director: "H. R. Meena",
    directorEmail: "director-gndit@dseu.ac.in",
    address: "Sector 18, Rohini, Delhi-110089",
    transport: "Delhi Metro Yellow and Red lines, e-rickshaw last mile",
    listedProgrammes: [
      "B.Tech Computer Science Engineering",
      "Diploma in Chemical Engineering",
      "Diploma in Computer Engineering",
      "Diploma in Electrical Engineering",
      "Diploma in Electronics Engineering",
      "Diploma in Mechanical Engineering",
      "Diploma in Polymer Technology",
      "Diploma in Petrochemical Engineering",
    ],
    labs: [
      "Computer Engineering",
      "Chemical Engineering",
      "Electronics and Communication",
      "Digital Electronics",
      "Polymer Technology",
      "Mechanical Engineering",
      "Mechanical Workshop",
    ],
    inventedCounterparts: ["BTCSE", "DCHE", "DCSE", "DEE", "DECE", "DME", "DPOLY", "DPCE"],
  },
};
