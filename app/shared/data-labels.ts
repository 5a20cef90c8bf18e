import type { Language } from "#app/i18n/language.ts";
import { localText, type LocalText } from "./ui/record-name.tsx";

/**
 * Hindi forms of words that arrive as data rather than from the message catalogue: the
 * designations staff enter and the durations programmes carry. What is not here (a
 * designation nobody has translated yet) shows in English, marked `lang="en"`.
 */
const hindiDesignations: Readonly<Record<string, string>> = {
  Professor: "प्रोफ़ेसर",
  "Associate Professor": "एसोसिएट प्रोफ़ेसर",
  "Assistant Professor": "असिस्टेंट प्रोफ़ेसर",
  Lecturer: "व्याख्याता",
  "Head of Department": "विभागाध्यक्ष",
  Director: "निदेशक",
};

/** "Assistant Professor" → "असिस्टेंट प्रोफ़ेसर" on a Hindi page. */
export function localDesignation(designation: string, language: Language): LocalText {
  return localText(designation, hindiDesignations[designation.trim()], language);
}

/** Each unit's Hindi word for one, and for more than one. */
const hindiUnits: Readonly<Record<string, readonly [string, string]>> = {
  year: ["वर्ष", "वर्ष"],
  month: ["महीना", "महीने"],
  semester: ["सेमेस्टर", "सेमेस्टर"],
};

/** "3 years" → "3 वर्ष", "1 month" → "1 महीना" on a Hindi page; another wording stays English. */
export function localDuration(duration: string, language: Language): LocalText {
  const match = /^(\d+(?:\.\d+)?)\s+(year|month|semester)s?$/i.exec(duration.trim());
  const hindi = match && `${match[1]} ${hindiUnits[match[2]!.toLowerCase()]![Number(match[1]) === 1 ? 0 : 1]}`;
  return localText(duration, hindi, language);
}
