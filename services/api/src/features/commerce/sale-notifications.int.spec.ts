import { randomUUID } from 'node:crypto';
import type { NotificationsResponse, PlaceOrderResponse } from '@pathwise/contracts';
import { receiptStreamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)('a sale tells its creator and gives its buyer a receipt on %s', (kind) => {
  const used = useTestServer(kind, { TAX_RATES: 'FR=20', SELLER_OF_RECORD_NAME: 'Pathwise Learning SAS', SELLER_OF_RECORD_ADDRESS: '10 rue de la Paix, 75002 Paris, France' });
  const api = (path: string) => `${used.server.url}/api${path}`;
  let creator: { userId: string; token: string };
  let buyer: { userId: string; token: string; email: string };
  let orderId: string;

  beforeAll(async () => {
    const { accounts } = used.server.platform.identity;
    const creatorId = randomUUID();
    await accounts.register({ userId: creatorId, email: `seller-${creatorId.slice(0, 8)}@example.com`, displayName: 'Élodie', role: 'creator', tier: 'pro', preferredLanguage: 'fr' });
    creator = { userId: creatorId, token: await used.server.tokenFor({ userId: creatorId, role: 'creator', tier: 'pro' }) };
    const buyerId = randomUUID();
    const email = `comprador-${buyerId.slice(0, 8)}@example.com`;
    await accounts.register({ userId: buyerId, email, displayName: 'Sofía', role: 'student', tier: 'free', preferredLanguage: 'es' });
    buyer = { userId: buyerId, email, token: await used.server.tokenFor({ userId: buyerId, role: 'student', tier: 'free' }) };
    const { courseId } = await givenPublishedCourse(used.server.platform.store, { creatorId, title: 'Statistique pour tous', details: { priceCents: 4_900, currency: 'EUR' } });
    const placed = await sendJson('POST', api(`/courses/${courseId}/orders`), { country: 'FR' }, buyer.token);
    orderId = (placed.body as unknown as PlaceOrderResponse).orderId;
    const sessionId = String((placed.body as unknown as PlaceOrderResponse).checkoutUrl).replace('/checkout/test/', '');
    await sendJson('POST', api(`/payments/test/sessions/${sessionId}/pay`), { cardNumber: '4242 4242 4242 4242' });
    await settledHead(used.server.platform);
  });

  it('mails the buyer one receipt in their language: order, course, price, tax line, total and seller of record', async () => {
    const receipts = used.server.platform.identity.devOutbox!.messages(buyer.email).filter((message) => message.subject.includes('recibo'));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.subject).toBe('Tu recibo de Pathwise: «Statistique pour tous»');
    const text = receipt!.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`Pedido: ${orderId}`);
    expect(text).toContain('Curso: Statistique pour tous');
    expect(text).toContain('Precio: 49,00 €');
    expect(text).toContain('Impuestos (20 %): 9,80 €');
    expect(text).toContain('Total pagado: 58,80 €');
    expect(text).toContain('Vendedor registrado:\nPathwise Learning SAS\n10 rue de la Paix, 75002 Paris, France\n');
    const { events } = await used.server.platform.store.readStream(receiptStreamId(orderId));
    expect(events.map((event) => event.data)).toEqual([{ orderId, buyerId: buyer.userId }]);
  });

  it("raises one notification in the creator's inbox, worded in the reader's language, leading to the sales page", async () => {
    const inbox = async (language: string) => {
      const response = await fetch(api('/notifications'), { headers: { authorization: `Bearer ${creator.token}`, 'accept-language': language } });
      return (await response.json()) as NotificationsResponse;
    };
    await eventually(async () => expect((await inbox('en')).notifications).toHaveLength(1));
    const [english] = (await inbox('en')).notifications;
    expect(english).toMatchObject({
      type: 'success',
      title: 'New sale of “Statistique pour tous”',
      message: '58.80 EUR paid; your earnings: 44.10 EUR.',
      action: { label: 'View sales', url: '/sales' },
      source: { kind: 'sale', orderId },
      read: false,
    });
    const [french] = (await inbox('fr')).notifications;
    expect(french).toMatchObject({ title: 'Nouvelle vente de « Statistique pour tous »', message: '58.80 EUR payés ; vos revenus : 44.10 EUR.', action: { label: 'Voir les ventes' } });
    // The buyer hears nothing of it.
    const buyers = await fetch(api('/notifications'), { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(((await buyers.json()) as NotificationsResponse).notifications).toEqual([]);
  });
});
