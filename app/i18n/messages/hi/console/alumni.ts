import type { Translation } from "../../../translation.ts";
import type * as en from "../../en/console/alumni.ts";

export const alumni = {
  title: "पूर्व छात्र पंजीकरण",
  name: "नाम",
  programme: "कार्यक्रम",
  year: "उत्तीर्ण होने का वर्ष",
  email: "ईमेल",
  organisation: "वर्तमान संगठन",
  emailConfirmed: "ईमेल की पुष्टि",
  unconfirmed: "ईमेल की पुष्टि नहीं हुई",
  registered: "पंजीकरण की तिथि",
  updated: "अंतिम अद्यतन",
  status: "स्थिति",
  allStatuses: "सभी स्थितियाँ",
  statuses: { new: "नया", verified: "सत्यापित", rejected: "अस्वीकृत" },
  review: "समीक्षा करें",
  reviewTitle: "पूर्व छात्र पंजीकरण: {name}",
  internalNote: "आंतरिक टिप्पणी (केवल कर्मचारियों के लिए)",
  saved: "{name} का पंजीकरण अद्यतन हो गया।",
  exportCsv: "सीएसवी डाउनलोड करें",
  empty: "अभी तक कोई पंजीकरण नहीं।",
  possibleDuplicate:
    "संभावित दोहराव: इस ईमेल, या इसी नाम और वर्ष से {count, plural, one {# और पंजीकरण} other {# और पंजीकरण}}",
  compare: "तुलना करें",
  compareTitle: "{name} के संभावित दोहराव",
  field: "विवरण",
  thisRegistration: "यह पंजीकरण",
  same: { email: "वही ईमेल", name_and_year: "वही नाम और वर्ष" },
  keepThis: "इसे रखें, {count, plural, =1 {दूसरे को} other {बाकी # को}} दोहराव मानकर अस्वीकार करें",
  merged: "{name} का पंजीकरण रखा गया; {count, plural, =1 {# दूसरा} other {# दूसरे}} दोहराव के रूप में अस्वीकार।",
} satisfies Translation<typeof en.alumni>;
