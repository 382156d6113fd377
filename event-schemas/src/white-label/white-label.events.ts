import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/**
 * A pro_plus user's white-label settings (spec section 6), replaced whole on each change. A brand and a domain are
 * often the person's own name, so both are personal data of the user and read as null once it is erased.
 */
export const WhiteLabelSettingsChanged = defineEvent({
  type: 'WhiteLabelSettingsChanged',
  schema: z.object({
    userId: EntityId,
    brandName: z.string().trim().min(1).max(60).nullable(),
    primaryColor: z.string().regex(/^#[0-9a-f]{6}$/),
    customDomain: z.string().min(1).max(253).nullable(),
  }),
  personalData: { subjectField: 'userId', fields: ['brandName', 'customDomain'] },
});

export const whiteLabelEvents = [WhiteLabelSettingsChanged] as const;
