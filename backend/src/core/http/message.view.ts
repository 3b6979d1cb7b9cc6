/** The answer of a route that only confirms what it did ("Equipment deleted", "Password changed"). */
export interface MessageView {
  message: string;
}
