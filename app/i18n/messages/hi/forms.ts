import type en from "../en/forms.ts";
import type { Translation } from "../../translation.ts";

/** हर सार्वजनिक प्रपत्र की साझा बातें: अनिवार्य चिह्न, विकल्प और त्रुटियाँ। */
export default {
  required: "अनिवार्य",
  choose: "चुनें…",
  requiredNote: "* चिह्नित फ़ील्ड भरना अनिवार्य है।",
  errors: {
    token: "इस प्रपत्र की अवधि समाप्त हो गई है। पृष्ठ दोबारा लोड करके फिर से जमा करें।",
    tooLong: "यह बहुत लंबा है। कृपया इसे छोटा करें।",
    email: "name@example.com जैसा ईमेल पता लिखें।",
    consent: "जमा करने से पहले सहमति के बॉक्स पर सही का निशान लगाएँ।",
    rateLimited: "पिछले एक मिनट में आपके कनेक्शन से बहुत अधिक प्रविष्टियाँ आई हैं। कृपया एक मिनट रुककर फिर से प्रयास करें।",
    unreadable: "प्रपत्र पढ़ा नहीं जा सका। कृपया फिर से प्रयास करें।",
  },
} satisfies Translation<typeof en>;
