import type en from "../en/home.ts";
import type { Translation } from "../../translation.ts";

export default {
  metaDescription: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय: कार्यक्रम, प्रवेश, परिसर, सूचनाएँ और भर्ती।",
  tagline: "दिल्ली के {campuses} में रोज़गार और उद्यम के लिए कौशल।",
  campusCount: "{count} परिसरों",
} satisfies Translation<typeof en>;
