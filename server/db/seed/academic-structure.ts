/**
 * The university's academic structure as it publishes it (2025): 15 faculties
 * (the API's "department schools") and their 105 departments. Names are the
 * university's; Hindi names are ours. Rehabilitation Science, listed without a
 * faculty, sits under Allied Medical Sciences.
 *
 * `profile` names the subject profile (a department of the first seed, in
 * `academics-facts.ts`) whose courses and areas of expertise the seed uses for
 * the department's invented people and programme structures.
 */
export type DepartmentEntry = { name: string; nameHi: string; profile: string };

export type FacultyEntry = {
  abbreviation: string;
  name: string;
  nameHi: string;
  departments: ReadonlyArray<DepartmentEntry>;
};

export const facultyEntries = [
  {
    abbreviation: "FAAS",
    name: "Faculty of Agriculture and Allied Skills",
    nameHi: "कृषि एवं संबद्ध कौशल संकाय",
    departments: [
      { name: "Agri Business Management", nameHi: "कृषि व्यवसाय प्रबंधन", profile: "management" },
      { name: "Dairy Management", nameHi: "डेयरी प्रबंधन", profile: "applied-sciences" },
      { name: "Farmhouse Management", nameHi: "फ़ार्महाउस प्रबंधन", profile: "applied-sciences" },
      { name: "Forestry", nameHi: "वानिकी", profile: "applied-sciences" },
      {
        name: "Organic Farming and Crop Management",
        nameHi: "जैविक खेती एवं फ़सल प्रबंधन",
        profile: "applied-sciences",
      },
      { name: "Poultry Farm Management", nameHi: "मुर्गी पालन प्रबंधन", profile: "applied-sciences" },
      { name: "Vertical Farming", nameHi: "ऊर्ध्वाधर खेती", profile: "applied-sciences" },
    ],
  },
  {
    abbreviation: "FAMSHS",
    name: "Faculty of Allied Medical Sciences and Healthcare Skills",
    nameHi: "संबद्ध चिकित्सा विज्ञान एवं स्वास्थ्य सेवा कौशल संकाय",
    departments: [
      { name: "Allied Medical Science", nameHi: "संबद्ध चिकित्सा विज्ञान", profile: "medical-lab" },
      { name: "Allied Health Care Science", nameHi: "संबद्ध स्वास्थ्य सेवा विज्ञान", profile: "allied-health" },
      { name: "Pharmaceutical Science", nameHi: "औषधि विज्ञान", profile: "pharmacy" },
      { name: "Optometry and Vision Science", nameHi: "ऑप्टोमेट्री एवं दृष्टि विज्ञान", profile: "allied-health" },
      { name: "Rehabilitation Science", nameHi: "पुनर्वास विज्ञान", profile: "allied-health" },
    ],
  },
  {
    abbreviation: "FDS",
    name: "Faculty of Design Skills",
    nameHi: "डिज़ाइन कौशल संकाय",
    departments: [
      { name: "Crafts Design", nameHi: "शिल्प डिज़ाइन", profile: "fashion" },
      { name: "Digital Media Design", nameHi: "डिजिटल मीडिया डिज़ाइन", profile: "digital-media" },
      { name: "Fashion Design", nameHi: "फ़ैशन डिज़ाइन", profile: "fashion" },
      { name: "Garment Fabrication Technology", nameHi: "परिधान निर्माण प्रौद्योगिकी", profile: "fashion" },
      { name: "Gems and Jewellery Design", nameHi: "रत्न एवं आभूषण डिज़ाइन", profile: "fashion" },
      { name: "Product Design", nameHi: "उत्पाद डिज़ाइन", profile: "interior" },
      { name: "Fine Arts", nameHi: "ललित कला", profile: "digital-media" },
      { name: "Performing Arts", nameHi: "प्रदर्शन कला", profile: "digital-media" },
      { name: "Social Media Management", nameHi: "सोशल मीडिया प्रबंधन", profile: "digital-media" },
      { name: "Interior Design", nameHi: "आंतरिक डिज़ाइन", profile: "interior" },
    ],
  },
  {
    abbreviation: "FACES",
    name: "Faculty of Architecture and Civil Engineering Skills",
    nameHi: "वास्तुकला एवं सिविल इंजीनियरिंग कौशल संकाय",
    departments: [
      { name: "Architecture", nameHi: "वास्तुकला", profile: "civil" },
      { name: "Civil Engineering", nameHi: "सिविल इंजीनियरिंग", profile: "civil" },
      { name: "Urban Infrastructure and Planning", nameHi: "शहरी अवसंरचना एवं नियोजन", profile: "civil" },
    ],
  },
  {
    abbreviation: "FBFMS",
    name: "Faculty of Business, Finance and Managerial Skills",
    nameHi: "व्यवसाय, वित्त एवं प्रबंधकीय कौशल संकाय",
    departments: [
      {
        name: "Banking, Financial Services and Insurance",
        nameHi: "बैंकिंग, वित्तीय सेवाएँ एवं बीमा",
        profile: "commerce",
      },
      { name: "Business Administration", nameHi: "व्यवसाय प्रशासन", profile: "management" },
      { name: "Business Process Management", nameHi: "व्यवसाय प्रक्रिया प्रबंधन", profile: "management" },
      { name: "Economics", nameHi: "अर्थशास्त्र", profile: "commerce" },
      { name: "E-Commerce", nameHi: "ई-कॉमर्स", profile: "retail-logistics" },
      { name: "Human Resource Management", nameHi: "मानव संसाधन प्रबंधन", profile: "management" },
      {
        name: "International Business Management",
        nameHi: "अंतरराष्ट्रीय व्यवसाय प्रबंधन",
        profile: "management",
      },
      { name: "Office Management", nameHi: "कार्यालय प्रबंधन", profile: "commerce" },
      { name: "Retail Management", nameHi: "खुदरा प्रबंधन", profile: "retail-logistics" },
      { name: "Warehouse Management", nameHi: "भंडारगृह प्रबंधन", profile: "retail-logistics" },
      { name: "Supply Chain Management", nameHi: "आपूर्ति शृंखला प्रबंधन", profile: "retail-logistics" },
    ],
  },
  {
    abbreviation: "FSS",
    name: "Faculty of Scientific Skills",
    nameHi: "वैज्ञानिक कौशल संकाय",
    departments: [
      { name: "Physics", nameHi: "भौतिकी", profile: "applied-sciences" },
      { name: "Chemistry", nameHi: "रसायन विज्ञान", profile: "applied-sciences" },
      { name: "Mathematics", nameHi: "गणित", profile: "applied-sciences" },
      { name: "Statistics", nameHi: "सांख्यिकी", profile: "data-science" },
      { name: "Life Sciences", nameHi: "जीव विज्ञान", profile: "medical-lab" },
    ],
  },
  {
    abbreviation: "FCES",
    name: "Faculty of Chemical Engineering Skills",
    nameHi: "रासायनिक इंजीनियरिंग कौशल संकाय",
    departments: [
      { name: "Chemical Engineering", nameHi: "रासायनिक इंजीनियरिंग", profile: "chemical" },
      { name: "Petrochemicals", nameHi: "पेट्रोरसायन", profile: "chemical" },
      { name: "Polymer Science and Technology", nameHi: "बहुलक विज्ञान एवं प्रौद्योगिकी", profile: "chemical" },
      { name: "Metallurgy and Mining", nameHi: "धातुकर्म एवं खनन", profile: "chemical" },
    ],
  },
  {
    abbreviation: "FCITES",
    name: "Faculty of Computational and IT Enabled Skills",
    nameHi: "संगणनात्मक एवं आईटी-सक्षम कौशल संकाय",
    departments: [
      {
        name: "Artificial Intelligence and Machine Learning",
        nameHi: "कृत्रिम बुद्धिमत्ता एवं मशीन लर्निंग",
        profile: "computer-science",
      },
      { name: "Augmented Reality", nameHi: "संवर्धित वास्तविकता", profile: "computer-science" },
      { name: "Computer Engineering", nameHi: "कंप्यूटर इंजीनियरिंग", profile: "computer-science" },
      {
        name: "Computer Science and Application",
        nameHi: "कंप्यूटर विज्ञान एवं अनुप्रयोग",
        profile: "computer-science",
      },
      { name: "Data Analytics", nameHi: "डेटा एनालिटिक्स", profile: "data-science" },
      { name: "Library and Information Science", nameHi: "पुस्तकालय एवं सूचना विज्ञान", profile: "humanities" },
      { name: "Virtual Reality", nameHi: "आभासी वास्तविकता", profile: "computer-science" },
    ],
  },
  {
    abbreviation: "FCSTS",
    name: "Faculty of Converging Science and Technology Skills",
    nameHi: "अभिसारी विज्ञान एवं प्रौद्योगिकी कौशल संकाय",
    departments: [
      { name: "Biosystem Inspired Engineering", nameHi: "जैव-प्रणाली प्रेरित इंजीनियरिंग", profile: "medical-lab" },
      { name: "Biotechnology and Bioinformatics", nameHi: "जैव प्रौद्योगिकी एवं जैव सूचना विज्ञान", profile: "medical-lab" },
      { name: "Computer Aided Drug Design", nameHi: "कंप्यूटर-सहायित औषधि डिज़ाइन", profile: "pharmacy" },
      { name: "Cognitive Neuroscience", nameHi: "संज्ञानात्मक तंत्रिका विज्ञान", profile: "allied-health" },
      { name: "Drone Technologies", nameHi: "ड्रोन प्रौद्योगिकी", profile: "automobile" },
      { name: "Nanotechnology", nameHi: "नैनो प्रौद्योगिकी", profile: "applied-sciences" },
      { name: "Nano-Biosensor Technologies", nameHi: "नैनो-बायोसेंसर प्रौद्योगिकी", profile: "electronics-communication" },
      { name: "Natural Language Processing", nameHi: "प्राकृतिक भाषा संसाधन", profile: "data-science" },
      { name: "Quantum Technologies", nameHi: "क्वांटम प्रौद्योगिकी", profile: "electrical" },
      { name: "Quantum Computing", nameHi: "क्वांटम कंप्यूटिंग", profile: "computer-science" },
      { name: "Sustainability Science", nameHi: "सतत विकास विज्ञान", profile: "civil" },
    ],
  },
  {
    abbreviation: "FEEES",
    name: "Faculty of Electronics and Electrical Engineering Skills",
    nameHi: "इलेक्ट्रॉनिक्स एवं विद्युत इंजीनियरिंग कौशल संकाय",
    departments: [
      { name: "Electrical Engineering", nameHi: "विद्युत इंजीनियरिंग", profile: "electrical" },
      {
        name: "Electronics and Communication Engineering",
        nameHi: "इलेक्ट्रॉनिक्स एवं संचार इंजीनियरिंग",
        profile: "electronics-communication",
      },
      {
        name: "Instrumentation and Control Engineering",
        nameHi: "यंत्रीकरण एवं नियंत्रण इंजीनियरिंग",
        profile: "electrical",
      },
      { name: "Internet of Things", nameHi: "इंटरनेट ऑफ़ थिंग्स", profile: "electronics-communication" },
      {
        name: "Networking and Security Informatics",
        nameHi: "नेटवर्किंग एवं सुरक्षा सूचना विज्ञान",
        profile: "computer-science",
      },
    ],
  },
  {
    abbreviation: "FES",
    name: "Faculty of Entrepreneurship Skills",
    nameHi: "उद्यमिता कौशल संकाय",
    departments: [
      { name: "Innovation Entrepreneurship", nameHi: "नवाचार उद्यमिता", profile: "management" },
      { name: "Intrapreneurship", nameHi: "अंतर-उद्यमिता", profile: "management" },
      { name: "Small Business Entrepreneurship", nameHi: "लघु व्यवसाय उद्यमिता", profile: "commerce" },
      { name: "Social Entrepreneurship", nameHi: "सामाजिक उद्यमिता", profile: "management" },
      { name: "Start-up Entrepreneurship", nameHi: "स्टार्ट-अप उद्यमिता", profile: "management" },
      { name: "Customer Service Management", nameHi: "ग्राहक सेवा प्रबंधन", profile: "retail-logistics" },
    ],
  },
  {
    abbreviation: "FLCS",
    name: "Faculty of Language and Communication Skills",
    nameHi: "भाषा एवं संचार कौशल संकाय",
    departments: [
      { name: "English", nameHi: "अंग्रेज़ी", profile: "humanities" },
      { name: "French", nameHi: "फ़्रेंच", profile: "humanities" },
      { name: "German", nameHi: "जर्मन", profile: "humanities" },
      { name: "Hindi", nameHi: "हिन्दी", profile: "humanities" },
      { name: "Japanese", nameHi: "जापानी", profile: "humanities" },
      { name: "Journalism", nameHi: "पत्रकारिता", profile: "humanities" },
      { name: "Mandarin (Chinese)", nameHi: "मंदारिन (चीनी)", profile: "humanities" },
      { name: "Russian", nameHi: "रूसी", profile: "humanities" },
      { name: "Spanish", nameHi: "स्पेनिश", profile: "humanities" },
      { name: "Korean", nameHi: "कोरियाई", profile: "humanities" },
    ],
  },
  {
    abbreviation: "FMES",
    name: "Faculty of Mechanical Engineering Skills",
    nameHi: "यांत्रिक इंजीनियरिंग कौशल संकाय",
    departments: [
      { name: "Automobile Engineering", nameHi: "ऑटोमोबाइल इंजीनियरिंग", profile: "automobile" },
      { name: "Mechanical Engineering", nameHi: "यांत्रिक इंजीनियरिंग", profile: "mechanical" },
      { name: "Mechatronics", nameHi: "मेकाट्रॉनिक्स", profile: "mechanical" },
      { name: "Printing and Packaging Technology", nameHi: "मुद्रण एवं पैकेजिंग प्रौद्योगिकी", profile: "printing" },
      { name: "Robotics and Automation", nameHi: "रोबोटिक्स एवं स्वचालन", profile: "mechanical" },
      { name: "Tool and Production Engineering", nameHi: "टूल एवं उत्पादन इंजीनियरिंग", profile: "tool-die" },
    ],
  },
  {
    abbreviation: "FSSLS",
    name: "Faculty of Social Science and Life Skills",
    nameHi: "सामाजिक विज्ञान एवं जीवन कौशल संकाय",
    departments: [
      { name: "Gym Management", nameHi: "जिम प्रबंधन", profile: "beauty-wellness" },
      { name: "Psychology", nameHi: "मनोविज्ञान", profile: "humanities" },
      { name: "Relationship Management", nameHi: "संबंध प्रबंधन", profile: "humanities" },
      { name: "Sports Management", nameHi: "खेल प्रबंधन", profile: "beauty-wellness" },
      { name: "Yoga, Wellness and Meditation", nameHi: "योग, स्वास्थ्य एवं ध्यान", profile: "beauty-wellness" },
      { name: "Aesthetics and Beauty", nameHi: "सौंदर्य एवं सौंदर्यशास्त्र", profile: "beauty-wellness" },
      { name: "Cosmetology", nameHi: "कॉस्मेटोलॉजी", profile: "beauty-wellness" },
    ],
  },
  {
    abbreviation: "FTHS",
    name: "Faculty of Tourism and Hospitality Skills",
    nameHi: "पर्यटन एवं आतिथ्य कौशल संकाय",
    departments: [
      { name: "Event Management", nameHi: "कार्यक्रम प्रबंधन", profile: "hospitality" },
      { name: "Food Production", nameHi: "खाद्य उत्पादन", profile: "hospitality" },
      { name: "Front Office Management", nameHi: "फ़्रंट ऑफ़िस प्रबंधन", profile: "hospitality" },
      { name: "Facility Management", nameHi: "सुविधा प्रबंधन", profile: "hospitality" },
      { name: "Home Science", nameHi: "गृह विज्ञान", profile: "hospitality" },
      { name: "Hospital Facility Management", nameHi: "अस्पताल सुविधा प्रबंधन", profile: "allied-health" },
      { name: "Hotel Management", nameHi: "होटल प्रबंधन", profile: "hospitality" },
      { name: "Tourism and Cultural Affairs", nameHi: "पर्यटन एवं सांस्कृतिक मामले", profile: "hospitality" },
    ],
  },
] as const satisfies ReadonlyArray<FacultyEntry>;

export type DepartmentName = (typeof facultyEntries)[number]["departments"][number]["name"];

/** A URL-safe slug from a name: "Mandarin (Chinese)" → "mandarin-chinese". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The department of the current structure that takes over each department of the first seed. */
export const successorOfFirstSeedDepartment: Record<string, DepartmentName> = {
  "computer-science": "Computer Engineering",
  mechanical: "Mechanical Engineering",
  electrical: "Electrical Engineering",
  "electronics-communication": "Electronics and Communication Engineering",
  civil: "Civil Engineering",
  automobile: "Automobile Engineering",
  chemical: "Chemical Engineering",
  "tool-die": "Tool and Production Engineering",
  management: "Business Administration",
  commerce: "Banking, Financial Services and Insurance",
  "retail-logistics": "Supply Chain Management",
  pharmacy: "Pharmaceutical Science",
  "medical-lab": "Allied Medical Science",
  "allied-health": "Allied Health Care Science",
  "applied-sciences": "Mathematics",
  humanities: "English",
  "data-science": "Data Analytics",
  fashion: "Fashion Design",
  interior: "Interior Design",
  printing: "Printing and Packaging Technology",
  "digital-media": "Digital Media Design",
  hospitality: "Hotel Management",
  "beauty-wellness": "Cosmetology",
};
