import type en from "../en/screen-reader.ts";
import type { Translation } from "../../translation.ts";

export default {
  title: "स्क्रीन रीडर सुविधा",
  metaDescription: "निःशुल्क स्क्रीन रीडर जो इस वेबसाइट को पढ़कर सुनाते हैं, और साइट उनका साथ कैसे देती है।",
  intro:
    "यह वेबसाइट भारत सरकार की वेबसाइटों के लिए दिशानिर्देश (GIGW 3.0) और वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.1 के AA स्तर का पालन करती है। दृष्टिबाधित व्यक्ति इसे स्क्रीन रीडर से पढ़ सकते हैं, जो पृष्ठ का पाठ बोलकर सुनाता है या ब्रेल डिस्प्ले पर दिखाता है।",
  tableCaption: "निःशुल्क स्क्रीन रीडर",
  columnName: "स्क्रीन रीडर",
  columnPlatform: "किस पर चलता है",
  columnCost: "शुल्क",
  free: "निःशुल्क",
  builtIn: "निःशुल्क, पहले से उपलब्ध",
  readers: {
    nvda: "एनवीडीए (NVDA)",
    narrator: "नैरेटर (Narrator)",
    voiceover: "वॉइसओवर (VoiceOver)",
    talkback: "टॉकबैक (TalkBack)",
    orca: "ओर्का (Orca)",
    chromevox: "क्रोमवॉक्स (ChromeVox)",
  },
  platforms: {
    windows: "विंडोज़",
    apple: "मैकओएस, आईफ़ोन और आईपैड",
    android: "एंड्रॉइड फ़ोन और टैबलेट",
    linux: "लिनक्स",
    chromeos: "क्रोमओएस",
  },
  hindiTitle: "हिन्दी पढ़ना",
  hindiText:
    "इस साइट का हर पृष्ठ अंग्रेज़ी में भी उपलब्ध है: किसी भी पृष्ठ के ऊपर “English” लिंक का उपयोग करें। एनवीडीए, टॉकबैक और वॉइसओवर हिन्दी आवाज़ में हिन्दी पाठ पढ़ सकते हैं।",
  optionsTitle: "इस साइट के अन्य विकल्प",
  optionsText:
    "हर पृष्ठ के ऊपर दिए बटन पाठ को छोटा (A−) या बड़ा (A+) करते हैं और उच्च कंट्रास्ट चालू करते हैं। आपकी पसंद इस उपकरण पर याद रखी जाती है।",
} satisfies Translation<typeof en>;
