import type en from "../en/shell.ts";
import type { Translation } from "../../translation.ts";

export default {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  siteName: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय",
  postalAddress: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय, सेक्टर-9, द्वारका, नई दिल्ली-110077",
  homeLinkSuffix: "मुखपृष्ठ",
  opensInNewTab: "(नए टैब में खुलता है)",
  close: "बंद करें",
  topStrip: {
    label: "पोर्टल",
    tenders: "निविदाएँ",
    adminLogin: "प्रशासक लॉगिन",
    grievanceForm: "शिकायत प्रपत्र",
    andRti: "और सूचना का अधिकार",
    alumni: "पूर्व छात्र",
    studentLogin: "छात्र लॉगिन",
    facultyLogin: "संकाय लॉगिन",
    languageSwitch: "English",
  },
  sampleData: {
    label: "नमूना डेटा",
    text: "इस साइट पर दिखाए गए लोग, कार्यक्रमों के पाठ्यक्रम और सूचनाएँ काल्पनिक हैं, केवल साइट को आज़माने के लिए।",
  },
  accessibility: {
    label: "सुगम्यता विकल्प",
    textSize: "पाठ का आकार",
    smaller: "A−",
    smallerLabel: "छोटा पाठ",
    normal: "A",
    normalLabel: "सामान्य पाठ आकार",
    larger: "A+",
    largerLabel: "बड़ा पाठ",
    highContrast: "उच्च कंट्रास्ट",
    normalContrast: "सामान्य कंट्रास्ट",
    screenReader: "स्क्रीन रीडर सुविधा",
  },
  facultyLogin: {
    title: "स्वागत है, संकाय सदस्य!",
    prompt: "कृपया अपना लॉगिन पोर्टल चुनें।",
    dseuLogin: "डीएसईयू लॉगिन",
    samarthLogin: "समर्थ लॉगिन",
  },
  header: {
    pauseLabel: "शीर्ष चित्रों को रोकें",
    pictures: {
      skyline: "चित्रण: सूर्योदय के समय परिसर की इमारतों की पंक्ति",
      skills: "चित्रण: व्यावहारिक कौशल के प्रतीक आपस में जुड़े गियर और परिपथ रेखाएँ",
      enterprise: "चित्रण: उद्यम के प्रतीक बढ़ते स्तंभ, ऊपर की ओर तीर और एक बल्ब",
    },
  },
  navigation: {
    label: "मुख्य",
    menu: "मेन्यू",
    search: "खोजें",
  },
  search: {
    title: "साइट में खोजें",
    inputLabel: "पृष्ठ और संकाय सदस्य खोजें",
    suggested: "सुझाए गए पृष्ठ",
    noMatch: "“{query}” से कुछ नहीं मिला",
    oneMatch: "1 परिणाम",
    matches: "{count} परिणाम",
    matchesLabel: "परिणाम",
  },
  loading: {
    label: "पृष्ठ लोड हो रहा है",
    text: "लोड हो रहा है…",
  },
  footer: {
    helpdesk: "हेल्पडेस्क:",
    quickLinks: "त्वरित लिंक",
    explore: "और देखें",
    followUs: "हमसे जुड़ें",
    youtubeChannels: "यूट्यूब चैनल",
    youtubeTitle: "यूट्यूब लिंक",
    copyright: "© दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय (डीएसईयू)",
  },
  eventPopup: {
    title: "डीएसईयू में परिसर जीवन",
    poster:
      "पोस्टर: डीएसईयू परिसर जीवन, कौशल का उत्सव। हमारे परिसरों में उत्सव, वार्ताएँ और प्रतियोगिताएँ। रोशनी में ट्रॉफी वाला मंच, झंडियाँ और दर्शक।",
  },
  englishOnly: "यह भाग केवल अंग्रेज़ी में उपलब्ध है।",
  shortMonths: "जन॰ फ़र॰ मार्च अप्रैल मई जून जुल॰ अग॰ सित॰ अक्टू॰ नव॰ दिस॰",
} satisfies Translation<typeof en>;
