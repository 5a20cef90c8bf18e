import type en from "../en/academics.ts";
import type { Translation } from "../../translation.ts";

export default {
  directoryTitle: "संकाय निर्देशिका",
  directoryMeta: "स्कूल और विभाग के अनुसार डीएसईयू के संकाय सदस्य, उनके पदनाम और विशेषज्ञता के क्षेत्र।",
  search: "नाम, विभाग या विशेषज्ञता से खोजें",
  searchButton: "खोजें",
  clear: "सभी को दिखाएँ",
  schoolsNavigation: "स्कूल",
  peopleOne: "1 व्यक्ति",
  peopleMany: "{count} व्यक्ति",
  noMatches: "इस खोज से कोई नहीं मिला।",
  noFaculty:
    "विश्वविद्यालय ने अपने संकाय सदस्यों की जानकारी इस साइट पर अभी प्रकाशित नहीं की है। कर्मचारी जैसे-जैसे प्रोफ़ाइल जोड़ेंगे, वे यहाँ दिखेंगी।",
  schoolsProblems: {
    notOk: "नेटवर्क प्रतिक्रिया ठीक नहीं थी",
    format: "अप्रत्याशित डेटा प्रारूप",
  },
  schoolsProblemHelp: "संकाय निर्देशिका अभी नहीं दिखाई जा सकती। कृपया कुछ मिनट बाद फिर प्रयास करें।",
  viewDepartment: "विभाग के बारे में",
  profileMeta: "{name}, {designation}, {department}, डीएसईयू।",
  department: "विभाग",
  email: "ईमेल",
  qualifications: "योग्यताएँ",
  expertise: "विशेषज्ञता के क्षेत्र",
  profile: "परिचय",
  noPhoto: "{name} के नाम के प्रथमाक्षर",
  photoOf: "{name} का फ़ोटो",
  backToDirectory: "संकाय निर्देशिका",
  departmentMeta: "डीएसईयू में {name}: परिचय, विभागाध्यक्ष, संकाय और कार्यक्रम।",
  school: "स्कूल",
  overview: "परिचय",
  headOfDepartment: "विभागाध्यक्ष",
  noHead: "विभागाध्यक्ष की घोषणा शीघ्र की जाएगी।",
  faculty: "संकाय",
  programmes: "कार्यक्रम",
  noProgrammes: "यह विभाग अभी कोई कार्यक्रम नहीं चलाता।",
} satisfies Translation<typeof en>;
