import { pageNames } from "#common/page-lookup.ts";
import type en from "../en/pages.ts";
import type { Translation } from "../../translation.ts";

export default {
  aboutUs: "हमारे बारे में",
  academics: "शैक्षणिक",
  programmes: "कार्यक्रम",
  ugProgrammesShort: "यूजी कार्यक्रम",
  pgProgrammesShort: "पीजी कार्यक्रम",
  ugCourses: "स्नातक पाठ्यक्रम",
  pgCourses: "स्नातकोत्तर पाठ्यक्रम",
  diplomaCourses: "डिप्लोमा पाठ्यक्रम",
  faculty: "संकाय सदस्य",
  campuses: "परिसर",
  campusesCentral: "मध्य क्षेत्र के परिसर",
  campusesNorth: "उत्तर क्षेत्र के परिसर",
  campusesSouth: "दक्षिण क्षेत्र के परिसर",
  campusesEast: "पूर्व क्षेत्र के परिसर",
  campusesWest: "पश्चिम क्षेत्र के परिसर",
  admission: "प्रवेश",
  administration: "प्रशासन",
  administrative: "प्रशासनिक",
  administrativeOffices: "प्रशासनिक कार्यालय",
  membersAndMinutes: "सदस्य और कार्यवृत्त",
  studentLife: "छात्र जीवन",
  trainingPlacement: "प्रशिक्षण और नियोजन",
  trainingPlacementCell: "प्रशिक्षण और नियोजन प्रकोष्ठ",
  workWithUs: "हमारे साथ काम करें",
  recruitment: "भर्ती",
  rti: "सूचना का अधिकार (RTI)",
  websitePolicies: "वेबसाइट नीतियाँ",
  ...pageNames("hi"),
} satisfies Translation<typeof en>;
