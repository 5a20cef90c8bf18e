import type { Translation } from "../../../translation.ts";
import type * as en from "../../en/console/programmes.ts";

export const programmes = {
  title: "कार्यक्रम",
  intro:
    "किसी कार्यक्रम के नाम, कोड, विभाग, अवधि, प्रवेश क्षमता, पात्रता और संरचना बदलने के लिए उसे चुनें। उसका पृष्ठ बदलाव तुरंत दिखाता है।",
  choose: "कार्यक्रम",
  name: "नाम (अंग्रेज़ी)",
  nameHi: "नाम (हिन्दी)",
  code: "कोड (खाली: प्रकाशित नहीं)",
  department: "विभाग",
  noDepartment: "प्रकाशित नहीं",
  duration: "अवधि (खाली: प्रकाशित नहीं)",
  intake: "प्रवेश क्षमता (खाली: प्रकाशित नहीं)",
  eligibility: "कौन आवेदन कर सकता है (अंग्रेज़ी)",
  eligibilityHi: "कौन आवेदन कर सकता है (हिन्दी)",
  structure: "संरचना",
  published: "संरचना प्रकाशित करें",
  year: "वर्ष {number}",
  semester: "सेमेस्टर {number}",
  courses: "पाठ्यक्रम, प्रति पंक्ति एक: कोड | शीर्षक | क्रेडिट",
  addYear: "एक वर्ष जोड़ें",
  addSemester: "एक सेमेस्टर जोड़ें",
  removeYear: "वर्ष {number} हटाएँ",
  badCourse: "वर्ष {year}, सेमेस्टर {semester}, पंक्ति {line}: कोड | शीर्षक | क्रेडिट लिखें",
  save: "कार्यक्रम सहेजें",
  saved: "{name} सहेजा गया।",
  viewPage: "उसका पृष्ठ देखें",
  notAllowed: "आपका खाता कार्यक्रम नहीं बदल सकता: व्यवस्थापक इसे शैक्षणिक पृष्ठ दे सकते हैं।",
} satisfies Translation<typeof en.programmes>;
