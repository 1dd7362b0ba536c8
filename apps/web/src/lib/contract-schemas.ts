/**
 * The shared schemas the first screens use, in a chunk of their own: zod and these schemas are
 * downloaded with the student's first interaction or first write, not with the first paint
 * (`contracts.ts`, ADR 255; the lesson page's since ADR 286).
 */
export {
  authSessionSchema,
  dashboardSchema,
  emailFormSchema,
  errorEnvelopeSchema,
  feedbackStatusSchema,
  lessonDetailSchema,
  lessonSummarySchema,
  lessonTitleSchema,
  profileSchema,
  realtimeServerMessageSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signInResultSchema,
  twoFactorCodeFormSchema,
  usageSchema,
} from '@study/shared';
