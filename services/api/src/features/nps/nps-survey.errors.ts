import { DomainError } from '../../kernel/domain-error.js';
import { NPS_QUIET_DAYS } from './nps-survey.rules.js';

export const NPS_ANSWERED_RECENTLY = `You already told us how likely you are to recommend Pathwise in the last ${NPS_QUIET_DAYS} days; thank you, we will ask again later.`;

export const npsAnsweredRecently = () => DomainError.conflict(NPS_ANSWERED_RECENTLY, [{ pointer: '#/body/score', detail: 'Already answered' }]);
