/** The posts of one person, as the viewer may see them, on their profile page. */
export function ProfilePosts(_props: { userId: string }) {
  return null;
}
