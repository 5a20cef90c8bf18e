import type en from "../en/campuses.ts";
import type { Translation } from "../../translation.ts";

export default {
  photo: "{name} का चित्र",
  zones: { central: "मध्य", north: "उत्तर", south: "दक्षिण", east: "पूर्व", west: "पश्चिम" },
  zoneTitle: "{zone} क्षेत्र के परिसर",
  zoneMeta: "दिल्ली के {zone} क्षेत्र में डीएसईयू के परिसर, उनके पते और मानचित्र।",
  zoneCountOne: "1 परिसर",
  zoneCountMany: "{count} परिसर",
  zoneHostel:
    "छात्रावास और आवास: कोई परिसर छात्रावास में स्थान देता है या नहीं, और किन शर्तों पर, यह परिसर स्वयं बताता है। उससे पूछें: उसके पृष्ठ पर उसका फ़ोन नंबर और ईमेल दिया गया है।",
  campusHostel:
    "छात्रावास और आवास: यह परिसर छात्रावास में स्थान देता है या नहीं, और किन शर्तों पर, यह परिसर स्वयं बताता है। ऊपर दिए संपर्कों पर उससे पूछें।",
  otherZones: "अन्य क्षेत्र",
  campusMeta: "{name}: पता, मानचित्र, कार्यक्रम और सुविधाएँ।",
  zoneLabel: "{zone} क्षेत्र",
  address: "पता",
  noAddress: "परिसर का पता अभी प्रकाशित नहीं हुआ है।",
  map: "मानचित्र में खोलें",
  contact: "संपर्क",
  email: "ईमेल",
  phone: "फ़ोन",
  director: "निदेशक",
  transport: "कैसे पहुँचें",
  history: "इतिहास",
  facts: "सुविधाएँ",
  labs: "प्रयोगशालाएँ",
  programmes: "उपलब्ध कार्यक्रम",
  programmesAsListed: "कार्यक्रम, जैसे परिसर स्वयं उन्हें सूचीबद्ध करता है।",
  noProgrammes: "इस परिसर ने अपने कार्यक्रम अभी प्रकाशित नहीं किए हैं।",
  notPublished: "अभी प्रकाशित नहीं",
  notPublishedContact: "परिसर का फ़ोन नंबर, ईमेल पता और निदेशक अभी प्रकाशित नहीं हुए हैं।",
  viewCampus: "परिसर के बारे में",
} satisfies Translation<typeof en>;
