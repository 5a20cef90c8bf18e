import type { Translation } from "../../../translation.ts";
import type * as en from "../../en/console/holidays.ts";

export const holidayEditor = {
  title: "अवकाश कैलेंडर",
  intro: "कैलेंडर पृष्ठ पर दिखने वाले अवकाश, वर्षवार, अंग्रेज़ी और हिंदी में।",
  year: "वर्ष",
  none: "{year} के लिए कोई अवकाश सूचीबद्ध नहीं है।",
  date: "तिथि",
  nameEn: "नाम (अंग्रेज़ी)",
  nameHi: "नाम (हिंदी)",
  add: "अवकाश जोड़ें",
  added: "अवकाश जोड़ा गया।",
  save: "सहेजें",
  saved: "{name} सहेजा गया।",
  remove: "हटाएँ",
  removeLabel: "{name} ({date}) हटाएँ",
  removeTitle: "यह अवकाश हटाएँ?",
  removeText: "{name} ({date}) अवकाश कैलेंडर पर नहीं दिखेगा।",
  confirmRemove: "अवकाश हटाएँ",
  removed: "{name} हटाया गया।",
} satisfies Translation<typeof en.holidayEditor>;
