import type en from "../en/info-page.ts";
import type { Translation } from "../../translation.ts";

export default {
  breadcrumbs: "ब्रेडक्रम्ब",
  inThisSection: "इस खंड में",
  lastUpdated: "अंतिम अद्यतन:",
  pagesInSection: "इस खंड के पृष्ठ",
  holidays: {
    listTitle: "{year} के अवकाश",
    gridTitle: "{year} का कैलेंडर",
    columnDate: "तिथि",
    columnDay: "दिन",
    columnHoliday: "अवकाश",
    holidayMark: "अवकाश: {name}",
    calendarFile: "इन अवकाशों को अपने कैलेंडर में जोड़ें (iCalendar फ़ाइल)",
    none: "{year} के अवकाश अभी प्रकाशित नहीं हुए हैं।",
  },
  contact: {
    directoryTitle: "परिसर निर्देशिका",
    address: "पता",
    email: "ईमेल",
    phone: "फ़ोन",
    notPublished: "अभी प्रकाशित नहीं",
    map: "{campus} का मानचित्र",
    zone: "{zone} क्षेत्र",
  },
  sitemap: {
    menusTitle: "मेनू के पृष्ठ",
    otherTitle: "अन्य पृष्ठ",
  },
} satisfies Translation<typeof en>;
