// Contract types of the companies area, shared by the client and the reference server (spec sections 3, 4, 7).

export type Company = {
  id: string;
  name: string;
  profileName: string;
  ownerId: string;
  description: string;
  website: string | null;
  phone: string | null;
  countryCode: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zipCode: string | null;
  lat: number | null;
  lng: number | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  images: string[];
  points: number;
  deactivated: boolean;
  createdAt: number;
  followerCount: number;
  memberCount: number;
  productCount: number;
};

export type CompanyUpdate = Partial<
  Pick<Company, 'name' | 'description' | 'website' | 'phone' | 'countryCode' | 'address' | 'city' | 'state' | 'country' | 'zipCode' | 'lat' | 'lng'>
>;

export type Product = {
  id: string;
  companyId: string;
  companyProfileName: string;
  companyName: string;
  name: string;
  sku: string;
  service: boolean;
  description: string;
  deactivated: boolean;
  images: ProductImage[];
  createdAt: number;
};

export type ProductImage = { id: string; path: string };

/** A product as a menu page lists it: listedAt is when it was added to the menu. */
export type MenuProduct = Product & { listedAt: number };

export type ProductMenu = { id: string; name: string; companyId: string; productIds: string[]; createdAt: number };

export type Rfq = {
  id: string;
  ownerId: string;
  ownerName: string;
  title: string;
  description: string;
  images: string[];
  createdAt: number;
};

export type RfiType = { id: string; description: string };
export type Rfi = {
  id: string;
  companyId: string;
  senderId: string;
  title: string;
  shortDesc: string;
  longDesc: string;
  requestTypeIds: string[];
  images: string[];
  createdAt: number;
};

export type Follow = { id: string; companyId: string; followerId: string; createdAt: number };

/** Spec 3: Connection. `activated` turns true when the recipient accepts. */
export type Connection = { id: string; fromUserId: string; toUserId: string; activated: boolean; createdAt: number };

/** A connection as the viewer's list shows it: with the other side's name. */
export type ConnectionView = Connection & { otherUser: UserCard };

export type UserCard = { id: string; firstname: string; lastname: string; profileName: string; logo: string | null };

export type Watchlist = { id: string; name: string; companyIds: string[]; createdAt: number };
export type ProductWatchlist = { id: string; name: string; productIds: string[]; createdAt: number };

export type PrivateFile = { id: string; companyId: string; name: string; createdAt: number; url: string | null; access: FileAccess | null };
export type FileAccess = { id: string; fileId: string; userId: string; accepted: boolean; createdAt: number; user?: UserCard; fileName?: string };

export type Country = { code: string; name: string };
export type GeoState = { code: string; name: string };
/** A geocoder's address suggestion, split into the address form's fields (country: two-letter code). */
export type AddressSuggestion = { label: string; address: string; city: string; state: string; country: string; zipCode: string; lat: number; lng: number };

export type SearchType = 'COMPANY' | 'PRODUCT' | 'GROUPEVENT' | 'RFQ' | 'GROUP';

export type SearchHit = {
  type: SearchType;
  id: string;
  title: string;
  subtitle: string;
  /** client path of the hit (spec 2 routes) */
  link: string;
  imageUrl: string | null;
  /** city and country ('Riga, Latvia'), '' when the hit has no place (groups) */
  place: string;
  /** the first line of its description, as plain text */
  description: string;
};

/**
 * `countCapped`: the count stopped at the cap (SEARCH_COUNT_CAP) and more match: shown as '100+'. The
 * summaries of every type at once (the dropdown) are capped; a single type's pages count exactly.
 */
export type SearchPage = { items: SearchHit[]; count: number; countCapped?: boolean };
export type SearchSummary = Record<SearchType, SearchPage>;

export type Page<T> = { items: T[]; count: number };
