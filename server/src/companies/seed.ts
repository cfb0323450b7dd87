// The demo world around companies: company details, more suppliers, products with menus, RFQs, follows and a connection.
import { randomUUID } from 'node:crypto';
import { inTransaction, type AppContext } from '../context';
import { hashPassword } from '../identity/crypto';

type DemoCompany = {
  profile: string; name: string; owner?: { first: string; last: string; email: string }; description: string; website: string;
  phone: string; countryCode: string; address: string; city: string; state: string; country: string; zipCode: string; lat: number; lng: number;
  products: [name: string, sku: string, service: boolean, description: string][];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    profile: 'acme-trading', name: 'Acme Trading', description: 'Wholesale distributor of industrial fasteners, hand tools and packaging across the Baltics.',
    website: 'https://acme-trading.example', phone: '6712 3456', countryCode: '371', address: 'Brīvības iela 100', city: 'Riga', state: 'Riga', country: 'LV', zipCode: 'LV-1001', lat: 56.9677, lng: 24.1056,
    products: [
      ['Stainless steel hex bolts M8', 'ACM-BOLT-M8', false, 'A2-70 stainless hex bolts, boxes of 200.'],
      ['Galvanised wood screws 4x40', 'ACM-SCR-440', false, 'Zinc-plated, Pozidriv, 1000 per box.'],
      ['Corrugated shipping boxes', 'ACM-BOX-60', false, 'Double-wall, 60x40x40 cm, bundles of 25.'],
      ['Stretch wrap film 500 mm', 'ACM-WRAP-500', false, '23 micron cast film for pallet wrapping.'],
      ['Warehouse fulfilment', 'ACM-SVC-FUL', true, 'Pick, pack and ship from our Riga warehouse.'],
    ],
  },
  {
    profile: 'baltic-parts', name: 'Baltic Parts', description: 'Manufacturer of CNC-machined aluminium and steel parts for machinery makers.',
    website: 'https://baltic-parts.example', phone: '600 12 345', countryCode: '370', address: 'Savanorių pr. 178', city: 'Kaunas', state: 'Kaunas County', country: 'LT', zipCode: 'LT-44150', lat: 54.8985, lng: 23.9036,
    products: [
      ['CNC milled aluminium brackets', 'BP-BRK-AL6', false, '6061-T6, anodised, custom drawings welcome.'],
      ['Precision steel shafts', 'BP-SHAFT-20', false, 'Ground C45 shafts, 20 mm, h6 tolerance.'],
      ['Laser cutting service', 'BP-SVC-LASER', true, 'Sheet steel up to 20 mm, stainless up to 12 mm.'],
    ],
  },
  {
    profile: 'nordic-timber', name: 'Nordic Timber Supply', owner: { first: 'Erik', last: 'Lindqvist', email: 'erik@nordic-timber.example' },
    description: 'Sawn softwood, glulam beams and pallets from sustainably managed Swedish forests.', website: 'https://nordic-timber.example',
    phone: '8 123 456 78', countryCode: '46', address: 'Sveavägen 44', city: 'Stockholm', state: 'Stockholm County', country: 'SE', zipCode: '111 34', lat: 59.3406, lng: 18.0597,
    products: [
      ['Glulam beams GL30c', 'NT-GLU-30', false, 'Spruce glued laminated timber, lengths up to 18 m.'],
      ['EUR pallets EPAL', 'NT-PAL-EUR', false, 'New 1200x800 mm pallets, heat-treated (ISPM 15).'],
      ['Kiln-dried pine boards', 'NT-PINE-KD', false, '22x145 mm, moisture 16%, planed.'],
    ],
  },
  {
    profile: 'hansa-textiles', name: 'Hansa Textiles', owner: { first: 'Greta', last: 'Vogel', email: 'greta@hansa-textiles.example' },
    description: 'Organic cotton fabrics and workwear made to order in Hamburg.', website: 'https://hansa-textiles.example',
    phone: '40 1234 5678', countryCode: '49', address: 'Speicherstadt 12', city: 'Hamburg', state: 'Hamburg', country: 'DE', zipCode: '20457', lat: 53.5436, lng: 9.9937,
    products: [
      ['Organic cotton twill', 'HT-TWILL-280', false, 'GOTS certified, 280 g/m², 20 colours.'],
      ['Hi-vis work jackets', 'HT-JKT-HV', false, 'EN ISO 20471 class 3, sizes S-4XL.'],
      ['Custom embroidery', 'HT-SVC-EMB', true, 'Logos on workwear, from 50 pieces.'],
    ],
  },
  {
    profile: 'thames-electronics', name: 'Thames Electronics', owner: { first: 'Oliver', last: 'Hughes', email: 'oliver@thames-electronics.example' },
    description: 'Importer and distributor of LED lighting, cables and power supplies.', website: 'https://thames-electronics.example',
    phone: '20 7946 0123', countryCode: '44', address: '221 Old Street', city: 'London', state: 'England', country: 'GB', zipCode: 'EC1V 9NR', lat: 51.5257, lng: -0.0877,
    products: [
      ['LED panel 600x600 40W', 'TE-LED-6060', false, '4000 K, UGR<19, 5 year warranty.'],
      ['Cat6 network cable 305 m', 'TE-CAT6-305', false, 'U/UTP solid copper, LSZH jacket.'],
      ['DIN rail power supply 24V', 'TE-PSU-24', false, '24 V DC, 5 A, class II.'],
    ],
  },
  {
    profile: 'great-lakes-foods', name: 'Great Lakes Foods', owner: { first: 'Maria', last: 'Lopez', email: 'maria@great-lakes-foods.example' },
    description: 'Private-label dried fruit, nuts and snack mixes for retailers.', website: 'https://great-lakes-foods.example',
    phone: '312 555 0142', countryCode: '1', address: '350 N Orleans St', city: 'Chicago', state: 'Illinois', country: 'US', zipCode: '60654', lat: 41.8885, lng: -87.6368,
    products: [
      ['Roasted almonds 1 kg', 'GLF-ALM-1K', false, 'California almonds, lightly salted.'],
      ['Trail mix private label', 'GLF-MIX-PL', false, 'Your brand, from 500 cases.'],
      ['Dried cranberries 5 kg', 'GLF-CRAN-5K', false, 'Sweetened, sliced, bulk carton.'],
    ],
  },
];

export async function seedCompanies(ctx: AppContext): Promise<void> {
  const hash = await hashPassword('Demo1234!');
  await inTransaction(ctx, async ({ trx, now }) => {
    const ids: Record<string, string> = {};
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      let id = (await trx.selectFrom('companies').select('id').where('profile_name', '=', c.profile).executeTakeFirst())?.id;
      if (!id && c.owner) {
        const ownerId = randomUUID();
        await trx.insertInto('users').values({
          id: ownerId, email: c.owner.email, firstname: c.owner.first, lastname: c.owner.last, password_hash: hash, admin: false, activated: true,
          logo: null, profile_name: `${c.owner.first}-${c.owner.last}`.toLowerCase(), meta: JSON.stringify({ seeded: true }), created_at: now,
        }).execute();
        id = randomUUID();
        await trx.insertInto('companies').values({ id, name: c.name, profile_name: c.profile, owner_id: ownerId, category_ids: JSON.stringify(['cat-2']), created_at: now - i * 60_000 }).execute();
      }
      if (!id) continue;
      ids[c.profile] = id;
      await trx.updateTable('companies').set({
        description: c.description, website: c.website, phone: c.phone, country_code: c.countryCode, address: c.address, city: c.city,
        state: c.state, country: c.country, zip_code: c.zipCode, lat: c.lat, lng: c.lng, points: 100 - i * 10,
      }).where('id', '=', id).execute();
      for (const [j, [name, sku, service, description]] of c.products.entries()) {
        await trx.insertInto('products').values({ id: randomUUID(), company_id: id, name, sku, service, description, created_at: now - j * 1000 }).execute();
      }
    }
    const acme = ids['acme-trading'];
    if (acme) {
      const menuId = randomUUID();
      await trx.insertInto('product_menus').values({ id: menuId, company_id: acme, name: 'Fasteners', created_at: now }).execute();
      const bolts = await trx.selectFrom('products').select('id').where('company_id', '=', acme).where('sku', 'in', ['ACM-BOLT-M8', 'ACM-SCR-440']).execute();
      if (bolts.length) await trx.insertInto('menu_items').values(bolts.map((b) => ({ product_menu_id: menuId, product_id: b.id, created_at: now }))).execute();
    }
    const users = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
    const alice = users.get('alice@mtz.test');
    const bob = users.get('bob@mtz.test');
    if (alice && bob) {
      await trx.insertInto('rfqs').values([
        { id: randomUUID(), owner_id: bob, title: 'Aluminium sheet 3 mm, 20 tonnes', description: 'Looking for 5754 H111 sheet delivered to Kaunas, monthly.', images: '[]', owner_country: 'LT', owner_city: 'Kaunas', owner_zip_code: 'LT-44150', created_at: now },
        { id: randomUUID(), owner_id: alice, title: 'Printed cardboard boxes', description: 'Two-colour print, 10,000 boxes per quarter.', images: '[]', owner_country: 'LV', owner_city: 'Riga', owner_zip_code: 'LV-1001', created_at: now - 1000 },
      ]).execute();
      if (ids['baltic-parts']) await trx.insertInto('follows').values({ id: randomUUID(), company_id: ids['baltic-parts'], follower_id: alice, created_at: now }).execute();
      if (acme) await trx.insertInto('follows').values({ id: randomUUID(), company_id: acme, follower_id: bob, created_at: now }).execute();
      await trx.insertInto('connections').values({ id: randomUUID(), from_user_id: alice, to_user_id: bob, activated: true, created_at: now, updated_at: now }).execute();
    }
  });
}
