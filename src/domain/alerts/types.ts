export type Notification = {
  id: string;
  receiverId: string;
  content: string;
  link: string | null;
  hasRead: boolean;
  createdAt: number; // epoch millis
};

/** Shape of every GET /x/stats answer (spec section 3, Stats objects). */
export type CountStats = { all: { count: number } };
