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
    names: {
      republicDay: "गणतंत्र दिवस",
      holi: "होली",
      idUlFitr: "ईद-उल-फ़ित्र",
      ramNavami: "राम नवमी",
      mahavirJayanti: "महावीर जयंती",
      goodFriday: "गुड फ्राइडे",
      buddhaPurnima: "बुद्ध पूर्णिमा",
      idUlZuha: "ईद-उल-ज़ुहा (बकरीद)",
      muharram: "मुहर्रम",
      independenceDay: "स्वतंत्रता दिवस",
      miladUnNabi: "मिलाद-उन-नबी (ईद-ए-मिलाद)",
      janmashtami: "जन्माष्टमी",
      gandhiJayanti: "महात्मा गांधी जयंती",
      dussehra: "दशहरा",
      diwali: "दीपावली",
      guruNanakJayanti: "गुरु नानक जयंती",
      christmas: "क्रिसमस",
    },
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
