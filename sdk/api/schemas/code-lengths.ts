// core-journey §9: the verification codes' lengths. No imports: the i18n instances read them too (the
// verification texts say how long a code is), and they load with every element.

export const SMS_CODE_LENGTH = 5;
export const EMAIL_CODE_LENGTH = 6;
