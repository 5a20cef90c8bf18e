import type { Translation } from "../../../translation.ts";
import type * as en from "../../en/console/shell.ts";

export const consoleName = "डीएसईयू कर्मचारी कंसोल";
export const loading = "लोड हो रहा है…";
export const sessionEnded = {
  title: "जारी रखने के लिए फिर से साइन इन करें",
  signedOut: "आपने किसी दूसरे टैब में साइन आउट किया।",
  idle: "{minutes, plural, one {# मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।} other {# मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।}}",
  limit:
    "{hours, plural, one {आपका सत्र अपनी # घंटे की सीमा तक पहुँच गया।} other {आपका सत्र दिन की # घंटे की सीमा तक पहुँच गया।}}",
  disabled: "किसी प्रशासक ने यह खाता निष्क्रिय कर दिया है।",
  passwordChanged: "इस खाते का पासवर्ड बदल दिया गया है।",
  ended: "आपका सत्र समाप्त हो गया है।",
  kept: "आपने जो लिखा था वह पृष्ठ पर अब भी है: जहाँ थे वहीं से आगे बढ़ने के लिए फिर से साइन इन करें।",
  signInAgain: "फिर से साइन इन करें",
  signInBelow: "नीचे फिर से साइन इन करें।",
  leave: "इसके बजाय साइन-इन पृष्ठ पर जाएँ",
  otherAccount:
    "आपने {email} से साइन इन किया, जो उस खाते से अलग है जिससे यह पृष्ठ खोला गया था, इसलिए कुछ नहीं भेजा गया। पृष्ठ जाँचकर फिर से भेजें।",
  chooseFileAgain: "फिर से साइन इन करते समय फ़ाइल “{name}” रखी नहीं जा सकी। उसे फिर से चुनें, फिर फ़ॉर्म भेजें।",
} satisfies Translation<typeof en.sessionEnded>;
export const readOnly =
  "केवल पढ़ने के लिए: आपका खाता यह स्क्रीन देख सकता है, पर इस पर कुछ बदल नहीं सकता। कोई प्रशासक इसे ज़रूरी पृष्ठ समूह दे सकता है।";
export const noScript = {
  needed: "कर्मचारी कंसोल को JavaScript चाहिए, जो यह ब्राउज़र नहीं चला रहा है। JavaScript चालू करें और यह पृष्ठ फिर से लोड करें।",
  publicSite: "डीएसईयू वेबसाइट पर लौटें",
} satisfies Translation<typeof en.noScript>;
export const login = {
  adminTitle: "एडमिन लॉगिन",
  adminIntro: "सूचनाएँ प्रकाशित करने वाले प्रशासकों और संपादकों, और शिकायत अधिकारियों के लिए।",
  facultyTitle: "संकाय लॉगिन",
  facultyIntro: "अपनी प्रोफ़ाइल अद्यतन रखने वाले संकाय सदस्यों के लिए।",
  metaDescription: "डीएसईयू कर्मचारी कंसोल में साइन इन करें।",
  email: "ईमेल",
  password: "पासवर्ड",
  submit: "साइन इन करें",
  submitting: "साइन इन हो रहा है…",
  failed: "ईमेल या पासवर्ड सही नहीं है।",
  tooMany: "बहुत अधिक असफल प्रयास। कृपया कुछ मिनट प्रतीक्षा करके फिर से प्रयास करें।",
  error: "साइन इन नहीं हो सका। कृपया फिर से प्रयास करें।",
  wrongPortal: "यह खाता दूसरे लॉगिन पृष्ठ पर साइन इन करता है।",
  otherPortalAdmin: "संकाय सदस्य हैं? संकाय लॉगिन का उपयोग करें।",
  otherPortalFaculty: "प्रशासक या संपादक हैं? एडमिन लॉगिन का उपयोग करें।",
} satisfies Translation<typeof en.login>;
export const nav = {
  label: "कंसोल",
  dashboard: "डैशबोर्ड",
  uploads: "अपलोड",
  viewPdfs: "सूचनाएँ",
  archive: "संग्रह",
  accounts: "खाते",
  audit: "ऑडिट लॉग",
  pages: "पृष्ठ",
  officials: "अधिकारी",
  campuses: "परिसर",
  holidays: "अवकाश",
  profile: "मेरी प्रोफ़ाइल",
  grievances: "शिकायतें",
  alumni: "पूर्व छात्र",
  faculty: "संकाय",
  programmes: "कार्यक्रम",
  home: "मुखपृष्ठ",
  outbox: "आउटबॉक्स",
  signedInAs: "{email} के रूप में साइन इन ({role})",
  logout: "लॉग आउट",
} satisfies Translation<typeof en.nav>;
export const roles = { admin: "प्रशासक", editor: "संपादक", faculty: "संकाय", grievance_officer: "शिकायत अधिकारी" };
export const roleCan = {
  admin:
    "हर अनुभाग में सूचनाएँ प्रकाशित कर सकता है, कर्मचारी खाते सँभाल सकता है, ऑडिट लॉग पढ़ सकता है, और शिकायतें व पूर्व छात्र पंजीकरण देख सकता है",
  editor: "अपने सौंपे गए अनुभागों में सूचनाएँ प्रकाशित और प्रबंधित कर सकता है",
  faculty: "अपनी संकाय प्रोफ़ाइल अद्यतन रख सकता है",
  grievance_officer: "अपने परिसर की शिकायतें पढ़ सकता है, उनका उत्तर दे सकता है और उन्हें हल कर सकता है",
} satisfies Translation<typeof en.roleCan>;
export const notForRole = {
  notOpen: "यह पृष्ठ आपके खाते ({email}, {role}) के लिए नहीं है।",
  may: "{role, select, admin {प्रशासक} editor {संपादक} faculty {संकाय} grievance_officer {शिकायत अधिकारी} other {यह}} खाता {what}।",
  goTo: "{page} पर जाएँ",
  otherAccount: "इस पृष्ठ के लिए लॉग आउट करके ऐसे खाते से साइन इन करें जिसे इसकी अनुमति हो, या किसी प्रशासक से पूछें।",
} satisfies Translation<typeof en.notForRole>;
export const errors = {
  generic: "नहीं हुआ: {message}",
  fieldRefused: "“{label}” स्वीकार नहीं हुआ। इसे जाँचकर फिर से प्रयास करें।",
  offline: "साइट से संपर्क नहीं हो सका। कनेक्शन जाँचें और फिर से प्रयास करें।",
  refused: "दर्ज की गई जानकारी स्वीकार नहीं हुई। फ़ॉर्म जाँचें और फिर से प्रयास करें।",
  sessionEnded: "आपका सत्र समाप्त हो गया है। जारी रखने के लिए फिर से साइन इन करें।",
  notAllowed: "आपके खाते को यह करने की अनुमति नहीं है। यदि होनी चाहिए, तो किसी प्रशासक से पूछें।",
  gone: "यह रिकॉर्ड अब मौजूद नहीं है: हो सकता है किसी ने इसे हटा दिया हो। सूची को अभी की स्थिति में देखने के लिए पृष्ठ फिर से लोड करें।",
  conflict: "यह पहले से सहेजे गए किसी रिकॉर्ड से टकराता है।",
  tooLarge: "फ़ाइल बहुत बड़ी है। कोई छोटी फ़ाइल चुनें।",
  wrongType: "इस प्रकार की फ़ाइल स्वीकार नहीं की जाती।",
  tooMany: "थोड़े समय में बहुत अधिक बदलाव हुए। एक मिनट रुककर फिर से प्रयास करें।",
  unavailable: "साइट अभी यह नहीं कर सकी। कृपया कुछ मिनट बाद फिर से प्रयास करें।",
  load: "डेटा लोड नहीं हो सका। कृपया फिर से प्रयास करें।",
} satisfies Translation<typeof en.errors>;
