import type en from "../en/campuses.ts";
import type { Translation } from "../../translation.ts";

export default {
  zones: { central: "मध्य", north: "उत्तर", south: "दक्षिण", east: "पूर्व", west: "पश्चिम" },
  zoneTitle: "{zone} क्षेत्र के परिसर",
  zoneMeta: "दिल्ली के {zone} क्षेत्र में डीएसईयू के परिसर, उनके पते और मानचित्र।",
  zoneCountOne: "1 परिसर",
  zoneCountMany: "{count} परिसर",
  otherZones: "अन्य क्षेत्र",
  campusMeta: "{name}: पता, मानचित्र, कार्यक्रम और सुविधाएँ।",
  zoneLabel: "{zone} क्षेत्र",
  address: "पता",
  noAddress: "पता शीघ्र प्रकाशित किया जाएगा।",
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
  noProgrammes: "इस परिसर के कार्यक्रमों का विवरण शीघ्र प्रकाशित किया जाएगा।",
  viewCampus: "परिसर के बारे में",
} satisfies Translation<typeof en>;
