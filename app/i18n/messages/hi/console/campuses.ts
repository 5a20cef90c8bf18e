import type { Translation } from "../../../translation.ts";
import type * as en from "../../en/console/campuses.ts";

export const campusEditor = {
  title: "परिसर",
  intro:
    "परिसर का पता, संपर्क, निदेशक, मानचित्र लिंक, कार्यक्रम और चित्र, जैसे परिसर पृष्ठ और संपर्क पृष्ठ उन्हें दिखाते हैं। जो अभी प्रकाशित नहीं है, वह फ़ील्ड खाली छोड़ें।",
  campus: "परिसर",
  noCampus: "आपके खाते को कोई परिसर नहीं दिया गया है। किसी व्यवस्थापक से पूछें।",
  fields: {
    address: "पता",
    address_hi: "पता हिन्दी में (खाली: अंग्रेज़ी वाला दिखेगा)",
    phone: "फ़ोन",
    email: "ईमेल",
    director: "निदेशक",
    director_email: "निदेशक का ईमेल",
    maps_url: "मानचित्र लिंक (https://)",
    listed_programmes: "परिसर के कार्यक्रम (हर पंक्ति में एक)",
  },
  save: "परिसर सहेजें",
  saved: "{name} सहेजा गया। सार्वजनिक पृष्ठ अब इसे दिखाते हैं।",
} satisfies Translation<typeof en.campusEditor>;
