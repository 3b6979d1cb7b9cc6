/** POST /api/calendar/token: the private address of the user's calendar feed (the previous one stops working). */
export interface CalendarFeedView {
  url: string;
}
