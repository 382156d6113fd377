/** The survey's response schemas, loaded beside its first answer rather than with the dashboard (ADR 24). */
export { MyNpsSurveyResponse, NpsCommandResponse } from '@pathwise/contracts';
