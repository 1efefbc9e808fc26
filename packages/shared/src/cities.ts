/** The 35 cities offered by location search (SPEC §9): Habesha diaspora centres and major Ethiopian cities. */
export interface City {
  id: string;
  name: string;
  nameAm: string;
  region: string | null;
  country: 'ET' | 'US' | 'CA' | 'GB';
  timeZone: string;
}

export const cities: readonly City[] = [
  { id: "washington-dc", name: "Washington", nameAm: "ዋሽንግተን", region: "DC", country: "US", timeZone: "America/New_York" },
  { id: "silver-spring-md", name: "Silver Spring", nameAm: "ሲልቨር ስፕሪንግ", region: "MD", country: "US", timeZone: "America/New_York" },
  { id: "alexandria-va", name: "Alexandria", nameAm: "አሌክሳንድሪያ", region: "VA", country: "US", timeZone: "America/New_York" },
  { id: "arlington-va", name: "Arlington", nameAm: "አርሊንግተን", region: "VA", country: "US", timeZone: "America/New_York" },
  { id: "boston-ma", name: "Boston", nameAm: "ቦስተን", region: "MA", country: "US", timeZone: "America/New_York" },
  { id: "new-york-ny", name: "New York", nameAm: "ኒው ዮርክ", region: "NY", country: "US", timeZone: "America/New_York" },
  { id: "philadelphia-pa", name: "Philadelphia", nameAm: "ፊላደልፊያ", region: "PA", country: "US", timeZone: "America/New_York" },
  { id: "atlanta-ga", name: "Atlanta", nameAm: "አትላንታ", region: "GA", country: "US", timeZone: "America/New_York" },
  { id: "columbus-oh", name: "Columbus", nameAm: "ኮሎምበስ", region: "OH", country: "US", timeZone: "America/New_York" },
  { id: "minneapolis-mn", name: "Minneapolis", nameAm: "ሚኒያፖሊስ", region: "MN", country: "US", timeZone: "America/Chicago" },
  { id: "dallas-tx", name: "Dallas", nameAm: "ዳላስ", region: "TX", country: "US", timeZone: "America/Chicago" },
  { id: "houston-tx", name: "Houston", nameAm: "ሂውስተን", region: "TX", country: "US", timeZone: "America/Chicago" },
  { id: "denver-co", name: "Denver", nameAm: "ዴንቨር", region: "CO", country: "US", timeZone: "America/Denver" },
  { id: "phoenix-az", name: "Phoenix", nameAm: "ፊኒክስ", region: "AZ", country: "US", timeZone: "America/Phoenix" },
  { id: "seattle-wa", name: "Seattle", nameAm: "ሲያትል", region: "WA", country: "US", timeZone: "America/Los_Angeles" },
  { id: "los-angeles-ca", name: "Los Angeles", nameAm: "ሎስ አንጀለስ", region: "CA", country: "US", timeZone: "America/Los_Angeles" },
  { id: "oakland-ca", name: "Oakland", nameAm: "ኦክላንድ", region: "CA", country: "US", timeZone: "America/Los_Angeles" },
  { id: "san-jose-ca", name: "San Jose", nameAm: "ሳን ሆዜ", region: "CA", country: "US", timeZone: "America/Los_Angeles" },
  { id: "san-diego-ca", name: "San Diego", nameAm: "ሳን ዲዬጎ", region: "CA", country: "US", timeZone: "America/Los_Angeles" },
  { id: "las-vegas-nv", name: "Las Vegas", nameAm: "ላስ ቬጋስ", region: "NV", country: "US", timeZone: "America/Los_Angeles" },
  { id: "toronto-on", name: "Toronto", nameAm: "ቶሮንቶ", region: "ON", country: "CA", timeZone: "America/Toronto" },
  { id: "ottawa-on", name: "Ottawa", nameAm: "ኦታዋ", region: "ON", country: "CA", timeZone: "America/Toronto" },
  { id: "calgary-ab", name: "Calgary", nameAm: "ካልጋሪ", region: "AB", country: "CA", timeZone: "America/Edmonton" },
  { id: "edmonton-ab", name: "Edmonton", nameAm: "ኤድመንተን", region: "AB", country: "CA", timeZone: "America/Edmonton" },
  { id: "winnipeg-mb", name: "Winnipeg", nameAm: "ዊኒፔግ", region: "MB", country: "CA", timeZone: "America/Winnipeg" },
  { id: "vancouver-bc", name: "Vancouver", nameAm: "ቫንኩቨር", region: "BC", country: "CA", timeZone: "America/Vancouver" },
  { id: "london-uk", name: "London", nameAm: "ለንደን", region: "England", country: "GB", timeZone: "Europe/London" },
  { id: "birmingham-uk", name: "Birmingham", nameAm: "በርሚንግሃም", region: "England", country: "GB", timeZone: "Europe/London" },
  { id: "manchester-uk", name: "Manchester", nameAm: "ማንቸስተር", region: "England", country: "GB", timeZone: "Europe/London" },
  { id: "addis-ababa", name: "Addis Ababa", nameAm: "አዲስ አበባ", region: "Addis Ababa", country: "ET", timeZone: "Africa/Addis_Ababa" },
  { id: "bahir-dar", name: "Bahir Dar", nameAm: "ባሕር ዳር", region: "Amhara", country: "ET", timeZone: "Africa/Addis_Ababa" },
  { id: "gondar", name: "Gondar", nameAm: "ጎንደር", region: "Amhara", country: "ET", timeZone: "Africa/Addis_Ababa" },
  { id: "hawassa", name: "Hawassa", nameAm: "ሀዋሳ", region: "Sidama", country: "ET", timeZone: "Africa/Addis_Ababa" },
  { id: "mekelle", name: "Mekelle", nameAm: "መቀሌ", region: "Tigray", country: "ET", timeZone: "Africa/Addis_Ababa" },
  { id: "dire-dawa", name: "Dire Dawa", nameAm: "ድሬ ዳዋ", region: "Dire Dawa", country: "ET", timeZone: "Africa/Addis_Ababa" },
];

