// URL builders of the groups area (merged into `links` in links.ts).
const e = encodeURIComponent;

export type GroupTab =
  | 'rooms' | 'resources' | 'members' | 'members/joining' | 'members/invites' | 'events' | 'about' | 'categories' | 'posts'
  | 'stats' | 'stats/cg-visitor-stats' | 'stats/cg-member-stats' | 'stats/cg-member-keyword-search-stats' | 'stats/cg-sponsor-stats' | 'sponsors';

export const groupLinks = {
  group: (profileName: string, tab?: GroupTab) => `/groups/${e(profileName)}${tab ? `/${tab}` : ''}`,
  groupInvite: (profileName: string, inviteId: string) => `/groups/${e(profileName)}/members/invites/${e(inviteId)}`,
  groupCategoryMembers: (profileName: string, categoryId: string) => `/groups/${e(profileName)}/categories/members/${e(categoryId)}`,
  groupSponsor: (profileName: string, sponsorId: string) => `/groups/${e(profileName)}/sponsors/${e(sponsorId)}`,
  groupPost: (profileName: string, postId: string) => `/groups/${e(profileName)}/posts/${e(postId)}`,
  groupEvent: (groupProfileName: string, eventProfileName: string) => `/groups/${e(groupProfileName)}/events/${e(eventProfileName)}`,
  groupEventSponsors: (groupProfileName: string, eventProfileName: string) => `/groups/${e(groupProfileName)}/events/${e(eventProfileName)}/sponsors`,
  meGroups: (sub?: 'add' | 'ad-banners' | 'members/invites' | 'members/requests' | 'sponsors/invites') => `/me/groups${sub ? `/${sub}` : ''}`,
  meGroupPosts: (groupProfileName: string) => `/me/groups/${e(groupProfileName)}/posts`,
};
