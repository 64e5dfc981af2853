import type { MessageTexts } from "./en-us.js";

// Modern Standard Arabic; the minutes agree with their number (two, three to ten, eleven and more).
export const ar: MessageTexts = {
  plurals: {
    minutes: {
      zero: "{{count}} دقيقة",
      one: "دقيقة واحدة",
      two: "دقيقتين",
      few: "{{count}} دقائق",
      many: "{{count}} دقيقة",
      other: "{{count}} دقيقة",
    },
  },
  verificationSms: {
    text: "{{code}} هو رمز التحقق الخاص بك في {{campaign}}. تنتهي صلاحيته بعد {{minutes}}.",
  },
  verificationCode: {
    subject: "رمز التحقق الخاص بك في {{campaign}}",
    heading: "رمز التحقق الخاص بك",
    intro: "أدخل هذا الرمز في صفحة التسجيل لتأكيد عنوان بريدك الإلكتروني.",
    textIntro: "رمز التحقق الخاص بك هو {{code}}.",
    expires: "تنتهي صلاحيته بعد {{minutes}}.",
  },
  verificationLink: {
    subject: "أكّد عنوان بريدك الإلكتروني في {{campaign}}",
    heading: "أوشكت على الانتهاء!",
    intro: "افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني:",
    button: "تأكيد عنوان بريدي الإلكتروني",
    orCode: "أو أدخل الرمز {{code}}.",
    codeLabel: "أو أدخل هذا الرمز في صفحة التسجيل:",
    expires: "تنتهي صلاحية الرابط والرمز بعد {{minutes}}.",
  },
  magicLink: {
    subject: "رابط تسجيل الدخول الخاص بك في {{campaign}}",
    heading: "رابط تسجيل الدخول الخاص بك",
    intro: "افتح هذا الرابط لمشاهدة {{campaign}}:",
    button: "شاهد الآن",
    rules:
      "يعمل الرابط مرة واحدة، على جهاز واحد، خلال {{minutes}}. شخص واحد لكل حساب في الوقت نفسه: " +
      "فتح رابط جديد على جهاز آخر يُنهي الجلسة على هذا الجهاز.",
  },
  receipt: {
    subject: "إيصال دفعتك في {{campaign}}",
    heading: "شكرًا على دفعتك",
    thanks: "شكرًا لك.",
    thanksName: "شكرًا لك يا {{name}}.",
    received: "استلمنا دفعتك بمبلغ {{amount}} مقابل {{campaign}}.",
    reference: "مرجع الدفع: {{reference}}",
  },
  email: {
    linkHint: "إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:",
    why: "تلقيت هذه الرسالة لأنك سجّلت في {{campaign}}.",
    unsubscribe: "إلغاء الاشتراك في رسائل {{campaign}}",
    unsubscribeText: "إلغاء الاشتراك في رسائل {{campaign}}: {{link}}",
  },
  unsubscribePage: {
    title: "إلغاء الاشتراك",
    question: "هل تريد التوقف عن تلقي الرسائل التسويقية من {{campaign}} على {{address}}؟",
    button: "إلغاء الاشتراك",
    keeps: "ستظل تتلقى رموز التحقق وروابط تسجيل الدخول والإيصالات التي تطلبها.",
    done: "تم إلغاء اشتراكك. لن تتلقى بعد الآن رسائل تسويقية من {{campaign}}.",
    invalid: "رابط إلغاء الاشتراك هذا غير صالح. استخدم الرابط الموجود في أحدث رسالة تلقيتها.",
  },
};
