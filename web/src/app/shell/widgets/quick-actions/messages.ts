import { defineMessages } from '../../../../shared/i18n';

export const quickActionMessages = defineMessages({
  en: {
    menuButton: 'Quick actions',
    menuLabel: 'Quick actions',
    createCourse: 'Create Course',
    aiAssistant: 'AI Assistant',
    continueLearning: 'Continue Learning',
    discussions: 'Discussions',
    findStudyGroup: 'Find Study Group',
    helpCenter: 'Help Center',
    goals: 'My Goals',
    shareAchievements: 'Share Achievements',
    guidedTour: 'Take the guided tour',
    new: 'New',
    pro: 'Pro',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
