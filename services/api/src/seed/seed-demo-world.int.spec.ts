import { couponStreamId, creatorPayoutsStreamId, orderStreamId, streamId } from '@pathwise/event-schemas';
import type { PayoutsOverviewResponse } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { ledgerTransactions } from '@pathwise/projections';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../testing/json-requests.js';
import { settledHead } from '../testing/settled-head.js';
import { useTestServer } from '../testing/use-test-server.js';
import { purchaseOrderId } from '../kernel/purchase-order-id.js';
import { DEMO_LEARNER_EMAIL, DEMO_LEARNER_HANDLE, demoCertificates, demoCoupon, demoCourses, demoGraduates, demoNpsResponses, demoPurchase, demoRefund, demoSubscription } from './demo-world.js';
import { certificateIdFor } from '../features/certificates/index.js';
import { demoId, seedDemoWorld } from './seed-demo-world.js';

describe('the demo world', () => {
  const used = useTestServer('pglite');

  it('seeds studyable courses with enrolled learners, and a second run appends nothing', async () => {
    const { platform } = used.server;
    await seedDemoWorld(platform, platform.clock());
    const head = await settledHead(platform);
    await seedDemoWorld(platform, platform.clock());
    // Reactors (the adaptive engine judging the seeded attempts) may still be appending their own conclusions.
    const appended = await platform.store.readAll({ after: head.visible, limit: 10_000 });
    const bySeed = appended.events.filter((event) => event.position > head.lastPosition && event.metadata.actor?.kind !== 'reactor');
    expect(bySeed).toEqual([]);

    const catalogue = await eventually(async () => {
      const page = await requestJson('GET', `${used.server.url}/api/courses?sort=title`);
      expect(page.body!.total).toBe(5);
      return page.body!.items as { title: string; lessonCount: number; coverImageUrl: string | null }[];
    });
    // Every published course shows the cover drawn for it, served as the upload route serves one.
    for (const course of catalogue) {
      expect(course.coverImageUrl, course.title).toMatch(/^\/api\/files\/course-covers\//);
      const cover = await fetch(`${used.server.url}${course.coverImageUrl}?size=card`);
      expect(cover.headers.get('content-type')).toBe('image/webp');
      expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    }
    expect(catalogue.map((course) => [course.title, course.lessonCount])).toEqual([
      ['Algebra Foundations', 6],
      ['Data Literacy with Spreadsheets', 4],
      ['Español para viajar', 6],
      ['Fractions from Scratch', 6],
      ['Les statistiques sans peur', 6],
    ]);

    const lena = demoId('user', 'lena');
    const token = await used.server.tokenFor({ userId: lena, role: 'student', tier: 'free' });
    const mine = await eventually(async () => {
      const response = await requestJson('GET', `${used.server.url}/api/me/courses`, undefined, token);
      expect(response.body!.courses).toHaveLength(2);
      return response.body!.courses as { title: string; lessonsCompleted: number }[];
    });
    expect(mine.find((course) => course.title === 'Fractions from Scratch')!.lessonsCompleted).toBeGreaterThan(0);
    const player = await requestJson('GET', `${used.server.url}/api/courses/${demoId('course', 'fractions')}/learn`, undefined, token);
    expect(player.status).toBe(200);
    expect((player.body!.modules as unknown[]).length).toBe(2);
    // It seeds the whole demo world and waits for every projection to settle, twice: on a loaded two-core machine
    // that can take more than the tier's two-minute default.
  }, 300_000);

  it('shows ratings from learners who finished some courses, with a creator reply, and leaves others unrated', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    const ratings = await eventually(async () => {
      const page = await requestJson('GET', `${url}/api/courses?sort=title`);
      const items = page.body!.items as { title: string; rating: { average: number | null; count: number } }[];
      expect(items.find((course) => course.title === 'Fractions from Scratch')!.rating.count).toBe(3);
      return items.map((course) => [course.title, course.rating]);
    });
    expect(ratings).toEqual([
      ['Algebra Foundations', { average: null, count: 0 }],
      ['Data Literacy with Spreadsheets', { average: 3.5, count: 2 }],
      ['Español para viajar', { average: 5, count: 1 }],
      ['Fractions from Scratch', { average: 4.7, count: 3 }],
      ['Les statistiques sans peur', { average: null, count: 0 }],
    ]);
    const reviews = await requestJson('GET', `${url}/api/courses/${demoId('course', 'fractions')}/reviews`);
    const jonas = (reviews.body!.reviews as { learnerName: string; reply: { text: string } | null }[]).find((review) => review.learnerName === 'Jonas Berg');
    expect(jonas!.reply!.text).toMatch(/^Thank you, Jonas!/);
    // Maya's fractions course was rated five stars: she holds perfect-rating.
    const maya = await used.server.tokenFor({ userId: demoId('user', 'maya'), role: 'instructor', tier: 'pro' });
    await eventually(async () => {
      expect((await requestJson('GET', `${url}/api/gamification/profile`, undefined, maya)).body!.achievements).toContain('perfect-rating');
    });
  });

  it('shows figures uploaded as image materials of their course, which its learners load at the size the block states', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    const lessonBlocks = async (courseId: string) => {
      const { events } = await platform.store.readStream(streamId('course', courseId));
      return events.flatMap((event) => (event.type === 'LessonAdded' ? event.data.blocks : []));
    };
    for (const course of demoCourses) {
      const courseId = demoId('course', course.handle);
      const blocks = await lessonBlocks(courseId);
      expect(blocks.filter((block) => block.kind === 'check').length, course.handle).toBeGreaterThan(0);
      const images = blocks.flatMap((block) => (block.kind === 'image' ? [block] : []));
      expect(images.length, course.handle).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt.trim(), image.materialId).not.toBe('');
        expect((await platform.materials.load(image.materialId)).state.uploaded, image.alt).toMatchObject({ courseId, contentType: 'image/webp' });
      }
    }

    // Maya, who wrote fractions, finds its figures among the course's materials, each shared by the lesson showing it.
    const fractionsId = demoId('course', 'fractions');
    const fractionsImages = (await lessonBlocks(fractionsId)).flatMap((block) => (block.kind === 'image' ? [block] : []));
    const maya = await used.server.tokenFor({ userId: demoId('user', 'maya'), role: 'instructor', tier: 'pro' });
    const listed = await eventually(async () => {
      const response = await requestJson('GET', `${url}/api/materials?courseId=${fractionsId}`, undefined, maya);
      const materials = response.body!.materials as { materialId: string; contentType: string; attachments: unknown[] }[];
      expect(materials.filter((material) => material.attachments.length > 0)).toHaveLength(fractionsImages.length);
      return materials;
    });
    expect(listed.map((material) => material.materialId).sort()).toEqual(fractionsImages.map((image) => image.materialId).sort());
    expect(new Set(listed.map((material) => material.contentType))).toEqual(new Set(['image/webp']));

    // Lena studies fractions: its lessons share their figures with her, as the player asks for them.
    const token = await used.server.tokenFor({ userId: demoId('user', 'lena'), role: 'student', tier: 'free' });
    for (const image of fractionsImages) {
      const response = await eventually(async () => {
        const download = await fetch(`${url}/api/materials/${image.materialId}/download`, { headers: { authorization: `Bearer ${token}` } });
        expect(download.status, image.alt).toBe(200);
        return download;
      });
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height }).toEqual({ width: image.width, height: image.height });
    }
  });

  it('gives the demo learner two weeks of simulated study in a course, ending in a run of failed quiz attempts', async () => {
    const { platform, url } = used.server;
    const now = platform.clock();
    await seedDemoWorld(platform, now);
    const learnerId = demoId('user', DEMO_LEARNER_HANDLE);
    const courseId = demoId('course', 'fractions');
    const token = await used.server.tokenFor({ userId: learnerId, role: 'student', tier: 'free' });
    expect((await requestJson('GET', `${url}/api/me`, undefined, token)).body).toMatchObject({ email: DEMO_LEARNER_EMAIL });

    const { events } = await platform.store.readStream(streamId('learner', learnerId));
    const moments = events.flatMap((event) => (event.type === 'LearningEventRecorded' ? [Date.parse(event.data.occurredAt)] : []));
    const kinds = new Set(events.flatMap((event) => (event.type === 'LearningEventRecorded' ? [event.data.eventType] : [])));
    expect([...kinds].sort()).toEqual(['lesson_complete', 'lesson_start', 'quiz_attempt']);
    expect(moments).toEqual([...moments].sort((left, right) => left - right));
    expect(now.getTime() - moments[0]!).toBeGreaterThan(10 * 86_400_000);
    expect(now.getTime() - moments.at(-1)!).toBeLessThan(6 * 3_600_000);
    expect(moments.at(-1)!).toBeLessThanOrEqual(now.getTime());
    // The learner's last attempts failed (the demo quizzes pass at 60), which the state of mind reads as struggling.
    const scores = events.flatMap((event) => (event.type === 'LearningEventRecorded' && event.data.eventType === 'quiz_attempt' ? [event.data.score!] : []));
    expect(scores.length).toBeGreaterThanOrEqual(5);
    expect(scores.slice(-3).every((score) => score < 60)).toBe(true);

    const attemptsAt = async (quizId: string) => {
      const response = await requestJson('GET', `${url}/api/courses/${courseId}/quizzes/${quizId}/attempts`, undefined, token);
      return response.body!.attempts as { passed: boolean }[];
    };
    const second = await eventually(async () => {
      const attempts = await attemptsAt('quiz-2');
      expect(attempts.length).toBeGreaterThanOrEqual(3);
      return attempts;
    });
    expect((await attemptsAt('quiz-1')).some((attempt) => attempt.passed)).toBe(true);
    expect(second.slice(0, 3).map((attempt) => attempt.passed)).toEqual([false, false, false]);
  });

  it('shows one sale: a learner bought a paid course with the test card, is enrolled, and the ledger holds its transaction', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    await seedDemoWorld(platform, platform.clock());
    const buyerId = demoId('user', demoPurchase.buyer);
    const courseId = demoId('course', demoPurchase.course);
    const orderId = purchaseOrderId(buyerId, courseId);
    const { events } = await platform.store.readStream(orderStreamId(orderId));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid']);
    const token = await used.server.tokenFor({ userId: buyerId, role: 'student', tier: 'free' });
    await eventually(async () => expect((await requestJson('GET', `${url}/api/orders/${orderId}`, undefined, token)).body).toMatchObject({ status: 'paid', enrolled: true }));
    await eventually(async () => expect(await ledgerTransactions(platform.database.db, orderId)).toHaveLength(1));

    // The seller named her payout account and was paid this month's payout once, however often the world is seeded: Sofía's
    // algebra (29.00 less Pro's 10 %), the one sale past its cutoff. Today's sale waits out the refund window.
    const creatorId = demoId('user', 'maya');
    expect((await platform.store.readStream(creatorPayoutsStreamId(creatorId))).events.map((event) => event.type)).toEqual(['PayoutAccountConnected', 'PayoutPaid']);
    const creatorToken = await used.server.tokenFor({ userId: creatorId, role: 'instructor', tier: 'pro' });
    const connect = await eventually(async () => {
      const body = (await requestJson('GET', `${url}/api/connect`, undefined, creatorToken)).body as unknown as PayoutsOverviewResponse;
      expect(body).toMatchObject({ account: { ibanLast4: '3000', country: 'DE' }, balances: [{ currency: 'USD', available: 0, paidOut: 2_610 }] });
      expect(body.balances[0]!.inRefundWindow).toBeGreaterThan(0);
      return body;
    });
    const [payout] = connect.payouts;
    expect(payout).toMatchObject({ currency: 'USD', amount: 2_610, transferId: null });
    expect(Date.parse(payout!.paidAt)).toBeLessThanOrEqual(platform.clock().getTime());
    const statement = await fetch(`${url}/api/connect/payouts/${payout!.payoutId}/statement`, { headers: { authorization: `Bearer ${creatorToken}` } });
    const sofia = purchaseOrderId(demoId('user', 'sofia'), demoId('course', 'algebra'));
    expect((await statement.text()).trim().split('\r\n').slice(1)).toEqual([expect.stringContaining(`,${sofia},creator-earnings,2610,USD`), ',,payout-total,2610,USD']);
  });

  it('shows one refund: a learner bought a paid course, was refunded within the policy, and the ledger reversed the sale', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    await seedDemoWorld(platform, platform.clock());
    const buyerId = demoId('user', demoRefund.buyer);
    const courseId = demoId('course', demoRefund.course);
    const orderId = purchaseOrderId(buyerId, courseId);
    const { events } = await platform.store.readStream(orderStreamId(orderId));
    expect(events.map((event) => event.type)).toEqual(['OrderPlaced', 'OrderPaid', 'OrderRefunded']);
    expect(events.at(-1)).toMatchObject({ data: { reason: 'learner_request', refundedBy: buyerId } });
    // A second run bought nothing again: the buyer's next order was never placed.
    expect((await platform.store.readStream(orderStreamId(purchaseOrderId(buyerId, courseId, 1)))).events).toEqual([]);
    const token = await used.server.tokenFor({ userId: buyerId, role: 'student', tier: 'free' });
    await eventually(async () =>
      expect((await requestJson('GET', `${url}/api/me/purchases`, undefined, token)).body).toMatchObject({ purchases: expect.arrayContaining([expect.objectContaining({ orderId, status: 'refunded' })]) }),
    );
    await eventually(async () => expect((await ledgerTransactions(platform.database.db, orderId)).map((transaction) => transaction.kind)).toEqual(['sale', 'refund']));
  });

  it('shows a paid plan: a creator on Pro monthly with its next charge, the test card and two paid invoices, seeded once', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    await seedDemoWorld(platform, platform.clock());
    const userId = demoId('user', demoSubscription.subscriber);
    const { events } = await platform.store.readStream(streamId('billing', userId));
    expect(events.map((event) => event.type)).toEqual([
      'PlanCheckoutStarted',
      'PlanSubscriptionStarted',
      'PlanInvoiceIssued',
      'PlanInvoiceIssued',
      'PlanSubscriptionRenewed',
    ]);
    const token = await used.server.tokenFor({ userId, role: 'instructor', tier: 'pro' });
    expect((await requestJson('GET', `${url}/api/billing`, undefined, token)).body).toMatchObject({
      tier: 'pro',
      subscription: { tier: 'pro', period: 'monthly', status: 'active', paymentMethod: { last4: '4242' }, nextCharge: { amount: 2_900 } },
    });
    const invoices = (await requestJson('GET', `${url}/api/billing/invoices`, undefined, token)).body as { invoices: { status: string; reason: string }[] };
    expect(invoices.invoices.map((invoice) => [invoice.reason, invoice.status])).toEqual([
      ['renewal', 'paid'],
      ['first_payment', 'paid'],
    ]);
  });

  it("shows a coupon: Maya's code for her paid course, used once by a learner who bought the course with it", async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    const buyerId = demoId('user', demoCoupon.buyer);
    const orderId = purchaseOrderId(buyerId, demoId('course', demoCoupon.course));
    const { events } = await platform.store.readStream(orderStreamId(orderId));
    expect(events[0]!.data).toMatchObject({ couponCode: demoCoupon.code, subtotal: 2_900, discount: 580, total: 2_320 });
    await eventually(async () =>
      expect((await platform.store.readStream(couponStreamId(demoCoupon.code))).events.map((event) => event.type)).toEqual([
        'CouponCreated',
        'CouponRedemptionReserved',
        'CouponRedeemed',
      ]),
    );
    const maya = await used.server.tokenFor({ userId: demoId('user', demoCoupon.creator), role: 'instructor', tier: 'pro' });
    await eventually(async () =>
      expect(((await requestJson('GET', `${url}/api/coupons`, undefined, maya)).body!.coupons as unknown[])[0]).toMatchObject({
        code: demoCoupon.code,
        redeemed: 1,
        maxRedemptions: demoCoupon.maxRedemptions,
        status: 'active',
      }),
    );
  });

  it('gives every graduate a verifiable certificate, one holder named and one certificate revoked', async () => {
    const { platform, url } = used.server;
    await settledHead(platform);
    for (const graduate of demoGraduates) {
      const certificateId = certificateIdFor(demoId('user', graduate.learner), demoId('course', graduate.course));
      const record = await requestJson('GET', `${url}/api/certificates/${certificateId}`);
      expect(record.status, graduate.learner).toBe(200);
      const revoked = graduate.learner === demoCertificates.revoked.learner && graduate.course === demoCertificates.revoked.course;
      expect(record.body).toMatchObject({ status: revoked ? 'revoked' : 'valid', course: { courseId: demoId('course', graduate.course) } });
      expect(record.body!.holderName !== null).toBe((demoCertificates.namesShown as readonly string[]).includes(graduate.learner));
    }
    const tunde = certificateIdFor(demoId('user', 'tunde'), demoId('course', 'fractions'));
    const credential = (await requestJson('GET', `${url}/api/certificates/${tunde}/credential`)).body!;
    expect((credential.credentialSubject as { name?: string }).name).toBe('Tunde Bello');
    expect((await requestJson('POST', `${url}/api/certificates/verify`, { credential })).body).toMatchObject({ verified: true });
    const sofia = certificateIdFor(demoId('user', 'sofia'), demoId('course', 'fractions'));
    const revoked = (await requestJson('GET', `${url}/api/certificates/${sofia}/credential`)).body!;
    expect((await requestJson('POST', `${url}/api/certificates/verify`, { credential: revoked })).body).toMatchObject({ verified: false, failure: 'revoked' });
  });

  it('gives /admin/nps six weeks of survey answers, and asks Kenji, who holds a certificate and has not answered', async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    await settledHead(platform);
    const admin = await used.server.tokenFor({ userId: demoId('user', 'admin'), role: 'admin', tier: 'pro_plus' });
    const figures = await eventually(async () => {
      const response = await requestJson('GET', `${url}/api/admin/nps`, undefined, admin);
      expect(response.body!.responses).toBe(demoNpsResponses.length);
      return response.body!;
    });
    // 6 promoters, 3 passives and 2 detractors of 11.
    expect(figures).toMatchObject({ score: 36, promoters: 6, passives: 3, detractors: 2 });
    expect((figures.trend as unknown[]).length).toBeGreaterThanOrEqual(5);
    expect((figures.comments as { items: unknown[] }).items).toHaveLength(demoNpsResponses.filter((response) => response.comment).length);
    const kenji = await used.server.tokenFor({ userId: demoId('user', 'kenji'), role: 'student', tier: 'free' });
    expect((await requestJson('GET', `${url}/api/me/nps`, undefined, kenji)).body).toMatchObject({ ask: true, reason: 'after_certificate' });
    const tunde = await used.server.tokenFor({ userId: demoId('user', 'tunde'), role: 'student', tier: 'free' });
    expect((await requestJson('GET', `${url}/api/me/nps`, undefined, tunde)).body).toMatchObject({ ask: false, reason: 'answered_recently' });
  });

  it("gives the demo creators two months of sales, which /sales shows, and Maya's first sale unlocks first-sale", async () => {
    const { platform, url } = used.server;
    await seedDemoWorld(platform, platform.clock());
    await settledHead(platform);
    const maya = demoId('user', 'maya');
    const token = await used.server.tokenFor({ userId: maya, role: 'instructor', tier: 'pro' });
    const today = platform.clock().toISOString().slice(0, 10);
    const sixtyDaysAgo = new Date(platform.clock().getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
    const summary = await eventually(async () => {
      const response = await requestJson('GET', `${url}/api/sales?from=${sixtyDaysAgo}&to=${today}`, undefined, token);
      expect(response.body!.orderCount).toBe(4);
      return response.body as { daily: { day: string }[]; totals: { currency: string; subtotal: number }[] };
    });
    // Two days of past sales within the 60 (Sofía's is older), and today's: Kenji's purchase and Tunde's with the coupon.
    expect(new Set(summary.daily.map((day) => day.day)).size).toBe(3);
    expect(summary.totals).toEqual([expect.objectContaining({ currency: 'USD', subtotal: 4 * 2_900 })]);
    const orders = await requestJson('GET', `${url}/api/sales/orders?limit=10`, undefined, token);
    expect((orders.body!.items as { buyerName: string }[]).map((order) => order.buyerName)).toContain('Claire Dubois');
    const { events } = await platform.store.readStream(streamId('stats', maya));
    expect(events.some((event) => event.type === 'AchievementUnlocked' && event.data.achievementId === 'first-sale')).toBe(true);
  });
});
