/** Admin leads: the contact form's messages for admins (GET /api/admin/leads), by topic, a page at a time. */
export { getAdminLeadsQueryOptions, type AdminLeadsQuery, type LeadTopic } from './api/get-admin-leads';
