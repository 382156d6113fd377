import { describe, expect, it } from 'vitest';
import { isServedPath, routeCatalog } from '../../shared/navigation/route-catalog';
import { frames, isFramedPath } from './frame-catalog';

/** Pages the course authoring and player work built. */
const builtCoursePages = ['/courses', '/courses/current', '/courses/$courseId', '/my-courses', '/courses/dashboard', '/courses/create', '/create', '/courses/$courseId/edit', '/courses/$courseId/view', '/courses/$courseId/forum'];

/** Commerce's pages built: buying a course and the test provider's checkout (ADR 41), billing with the free trial (ADR 40), a creator's sales (ADR 45), payouts. */
const builtCommercePages = ['/courses/$courseId/purchase', '/courses/$courseId/purchase/success', '/courses/$courseId/purchase/cancel', '/checkout/test/$sessionId', '/billing', '/sales', '/connect'];

/** The creator's coupon page, built beside /sales (ADR 43). */
const builtCouponPages = ['/sales/coupons'];

/** Admin pages built beyond their frames: the users and the leads tables, adaptive calibration (ADR 16), parked events (ADR 18), monitoring, NPS (ADR 61), the command center. */
const builtAdminPages = ['/admin/users', '/admin/leads', '/admin/nps', '/admin/adaptive-calibration', '/admin/parked-events', '/monitoring', '/command-center'];

/** Certificates' pages built: the holder's list and the public verification page (ADR 51). */
const builtCertificatePages = ['/certificates', '/verify/$certificateId'];

/** The AI studio's pages built: the course assistant, a lesson's variants (ADR 58), the voice studio (ADR 57). */
const builtAiPages = ['/ai-assistant', '/features/advanced-ai-content', '/features/ai-voice-studio'];

/** Analytics' pages built: a course's reports. */
const builtAnalyticsPages = ['/reports'];

/** Pages the shell, marketing, identity, adaptive and gamification build themselves, and the built admin, course and commerce pages. */
const builtElsewhere = (path: string, owner: string) =>
  ['shell', 'marketing', 'identity', 'adaptive', 'gamification'].includes(owner) ||
  [...builtAdminPages, ...builtCoursePages, ...builtCommercePages, ...builtCouponPages, ...builtCertificatePages, ...builtAiPages, ...builtAnalyticsPages].includes(path);

describe('Frame catalog', () => {
  it('has a frame for every catalog page another issue fills, and for no other page', () => {
    const expected = routeCatalog.filter((route) => !builtElsewhere(route.path, route.owner)).map((route) => route.path);
    expect(Object.keys(frames).sort()).toEqual([...expected].sort());
    expect(isFramedPath('/dashboard')).toBe(false);
  });

  it('links only to pages some route serves', () => {
    const targets = Object.values(frames).flatMap((frame) => frame.links);
    for (const target of targets) {
      expect(isServedPath(target.replace('$courseId', 'course-1'))).toBe(true);
    }
  });
});
