import { clientSocketEvents, MarkNotificationReadResponse, NotificationsResponse, type NotificationView, serverSocketEvents } from '@pathwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';

const aNotification = (overrides: Partial<NotificationView> = {}): NotificationView => ({
  notificationId: 'n-1',
  type: 'info',
  title: 'New reply in “Why flip?”',
  message: 'Dividing is multiplying by the inverse.',
  priority: 'normal',
  action: { label: 'Open thread', url: '/courses/fractions/forum?thread=t-1' },
  source: { kind: 'forum_reply', courseId: 'fractions', threadId: 't-1', postId: 'p-1' },
  createdAt: '2025-03-04T10:00:00.000Z',
  read: false,
  ...overrides,
});
const inbox = (notifications: NotificationView[]): NotificationsResponse => ({
  notifications,
  unreadCount: notifications.filter((notification) => !notification.read).length,
});
const banner = async () => within(await screen.findByRole('banner'));

describe('Notifications bell', () => {
  it('says how many are unread, lists them newest first and marks one read', async () => {
    const api = stubApi({
      'GET /api/notifications': [
        jsonReply(NotificationsResponse, inbox([aNotification(), aNotification({ notificationId: 'n-0', title: 'Older', read: true })])),
        jsonReply(NotificationsResponse, inbox([aNotification({ read: true }), aNotification({ notificationId: 'n-0', title: 'Older', read: true })])),
      ],
      'POST /api/notifications/n-1/read': jsonReply(MarkNotificationReadResponse, { notificationId: 'n-1', changed: true }),
    });
    renderApp('/no-such-page', { session: aSession() });

    const bell = await (await banner()).findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByRole('link', { name: 'New reply in “Why flip?”' }).getAttribute('href')).toBe('/courses/fractions/forum?thread=t-1');
    expect(newest!.textContent).toContain('New: ');
    expect(within(older!).queryByRole('button', { name: /Mark read/ })).toBeNull();

    fireEvent.click(within(newest!).getByRole('button', { name: 'Mark read: New reply in “Why flip?”' }));
    await waitFor(() => expect(api.to('POST /api/notifications/n-1/read')).toHaveLength(1));
    expect(await (await banner()).findByRole('button', { name: 'Notifications' })).toBe(bell);
  });

  it('opens what a notification is about, marking it read', async () => {
    const api = stubApi({
      'GET /api/notifications': jsonReply(NotificationsResponse, inbox([aNotification()])),
      'POST /api/notifications/n-1/read': jsonReply(MarkNotificationReadResponse, { notificationId: 'n-1', changed: true }),
    });
    const { router } = renderApp('/no-such-page', { session: aSession() });

    fireEvent.click(await (await banner()).findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: 'New reply in “Why flip?”' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/fractions/forum'));
    expect(router.state.location.search).toEqual({ thread: 't-1' });
    expect(api.to('POST /api/notifications/n-1/read')).toHaveLength(1);
  });

  it('joins the user’s own room and refetches when a notification is pushed', async () => {
    const user = aUser();
    const socket = new FakeSocket();
    socket.connect();
    const api = stubApi({ 'GET /api/notifications': [jsonReply(NotificationsResponse, inbox([])), jsonReply(NotificationsResponse, inbox([aNotification()]))] });
    renderApp('/no-such-page', { session: aSession(user), socket });

    await (await banner()).findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(socket.sentPayloads(clientSocketEvents.joinRoom)).toContainEqual({ room_id: user.uid, room_type: 'user' }));
    act(() =>
      socket.push(serverSocketEvents.notification, {
        room: `user:${user.uid}`,
        position: '7',
        notification_id: 'n-1',
        type: 'info',
        title: 'New reply in “Why flip?”',
        message: 'Dividing is multiplying by the inverse.',
        priority: 'normal',
        action: null,
      }),
    );
    expect(await (await banner()).findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(api.to('GET /api/notifications')).toHaveLength(2);
  });

  it('has no inbox for a visitor', async () => {
    const api = stubApi({});
    renderApp('/no-such-page');
    await screen.findByRole('banner');
    expect(api.to('GET /api/notifications')).toHaveLength(0);
  });
});
