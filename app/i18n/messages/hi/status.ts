import type en from "../en/status.ts";
import type { Translation } from "../../translation.ts";

export default {
  notFound: {
    title: "क्षमा करें! पृष्ठ नहीं मिला",
    text: "आप जो पृष्ठ खोज रहे हैं वह मौजूद नहीं है। हो सकता है उसे हटा दिया गया हो, उसका नाम बदल दिया गया हो, या वह कभी था ही नहीं?",
    emojiLabel: "सोचता हुआ चेहरा",
    home: "मुखपृष्ठ पर लौटें",
    metaTitle: "पृष्ठ नहीं मिला",
    dataText: "क्षमा करें, डेटा नहीं मिला।",
  },
  underConstruction: {
    title: "निर्माणाधीन",
    text: "हम अभी यह पृष्ठ तैयार कर रहे हैं। कृपया कुछ समय बाद फिर देखें, या मुखपृष्ठ से आगे बढ़ें।",
    back: "वापस जाएँ",
    home: "मुखपृष्ठ",
    elsewhere: { ugcGuidelines: "तब तक, दिशानिर्देश यूजीसी की अपनी वेबसाइट पर पढ़ें" },
  },
  serverError: {
    title: "कुछ गड़बड़ हो गई",
    text: "यह पृष्ठ अभी नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर प्रयास करें।",
    home: "मुखपृष्ठ पर जाएँ",
  },
} satisfies Translation<typeof en>;
