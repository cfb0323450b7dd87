// What the CRM's REST answers hold (shared by the server's schemas and the client's endpoint map).
import type { Contact } from './contacts';

export type ContactPage = { items: Contact[]; total: number };
export type ContactSort = 'createdAt' | 'email' | 'firstname' | 'lastname';
export type ContactQuery = {
  keyword?: string; groupId?: string; sort?: ContactSort; order?: 'asc' | 'desc'; skip?: number; limit?: number;
};
export type UploadEvent = {
  id: string; fileName: string; total: number; added: number; merged: number; rejected: number;
  status: 'RUNNING' | 'DONE'; createdAt: number; updatedAt: number;
};
export type ContactGroup = { id: string; name: string; contactCount: number; createdAt: number };
/** The dashboard's tiles: null where the company has no such records yet on this server. */
export type CrmCounts = {
  trackingCodes: number; notes: number; contacts: number; contactGroups: number;
  formBuilders: number | null; emailLayouts: number | null; emailCampaigns: number | null; rfis: number;
};
export const CRM_MESSAGES = {
  noCompany: "You don't have any company...",
  contactNotFound: 'Contact not found',
  groupNotFound: 'Contact group not found',
  uploadNotFound: 'Upload event not found',
  selectContacts: 'Please select at least one contact',
  codeTaken: 'This tracking code is taken',
  codeNotFound: 'Tracking code not found',
  rfiNotFound: 'RFI not found',
  ownerOnly: 'Only the company owner can change who uses the CRM',
  notMember: 'Only members of the company can be allowed to use its CRM',
} as const;

/** A member of the owner's company and whether the owner allows them to use the CRM. */
export type CrmDelegate = { userId: string; firstname: string; lastname: string; profileName: string; allowed: boolean };

export type TrackingCode = { id: string; name: string; logCount: number; createdAt: number };
export type TrackingCodeLog = {
  id: string; trackingCodeId: string; url: string; createdAt: number;
  visitor: { id: string; firstname: string; lastname: string; profileName: string } | null;
};
/** Spec 5: tracking code ids keep letters and digits only. */
export const filterTrackingCodeId = (raw: string): string => raw.replace(/[^a-zA-Z0-9]/g, '');
export const TRACKING_CODE_MAX = 40;

/** An RFI the owner's company received, as the CRM lists it. */
export type ReceivedRfi = {
  id: string; title: string; shortDesc: string; longDesc: string; requestTypes: string[]; images: string[]; createdAt: number;
  read: boolean; sender: { id: string; firstname: string; lastname: string; profileName: string } | null;
  /** the owner's direct chat room with the sender, when there is one */
  directRoomId: string | null;
};
