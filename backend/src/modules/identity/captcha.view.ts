/** GET /api/auth/captcha: the question to answer when registering. */
export interface CaptchaView {
  captchaId: string;
  /** e.g. 'What is 3 + 7?' */
  question: string;
}
