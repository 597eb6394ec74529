/**
 * The bundled sample gazetteer: a few hundred Australian street addresses generated
 * deterministically from real Victorian suburbs with their postcodes and common Australian
 * street names. The suburb/postcode pairs are real; the street addresses are made up from them
 * and may not exist (no property or person is described). It lets `npm start` offer an address
 * search without a geocoding service; a real one is configured with ADDRESS_SEARCH_URL.
 */
import type { AddressSearchResult } from '@scout/domain/patients/lookups.schema';

/** suburb|postcode|municipality (the city or town the suburb belongs to). */
const SUBURBS = `
Carlton|3053|Melbourne; Parkville|3052|Melbourne; North Melbourne|3051|Melbourne;
Fitzroy|3065|Melbourne; Collingwood|3066|Melbourne; Richmond|3121|Melbourne;
South Yarra|3141|Melbourne; Prahran|3181|Melbourne; St Kilda|3182|Melbourne;
Elwood|3184|Melbourne; Brighton|3186|Melbourne; Sandringham|3191|Melbourne;
Brunswick|3056|Melbourne; Coburg|3058|Melbourne; Northcote|3070|Melbourne;
Thornbury|3071|Melbourne; Preston|3072|Melbourne; Reservoir|3073|Melbourne;
Footscray|3011|Melbourne; Williamstown|3016|Melbourne; Altona|3018|Melbourne;
Sunshine|3020|Melbourne; St Albans|3021|Melbourne; Essendon|3040|Melbourne;
Moonee Ponds|3039|Melbourne; Ascot Vale|3032|Melbourne; Kew|3101|Melbourne;
Hawthorn|3122|Melbourne; Camberwell|3124|Melbourne; Box Hill|3128|Melbourne;
Blackburn|3130|Melbourne; Mitcham|3132|Melbourne; Doncaster|3108|Melbourne;
Ringwood|3134|Melbourne; Croydon|3136|Melbourne; Glen Waverley|3150|Melbourne;
Malvern|3144|Melbourne; Caulfield North|3161|Melbourne; Oakleigh|3166|Melbourne;
Clayton|3168|Melbourne; Dandenong|3175|Melbourne; Bentleigh|3204|Melbourne;
Cheltenham|3192|Melbourne; Mentone|3194|Melbourne; Mordialloc|3195|Melbourne;
Frankston|3199|Melbourne; Werribee|3030|Melbourne; Point Cook|3030|Melbourne;
Hoppers Crossing|3029|Melbourne; Melton|3337|Melbourne; Sunbury|3429|Melbourne;
Craigieburn|3064|Melbourne; Epping|3076|Melbourne; Bundoora|3083|Melbourne;
Heidelberg|3084|Melbourne; Eltham|3095|Melbourne; Narre Warren|3805|Melbourne;
Berwick|3806|Melbourne; Pakenham|3810|Melbourne; Cranbourne|3977|Melbourne;
Geelong|3220|Geelong; Newtown|3220|Geelong; Belmont|3216|Geelong; Torquay|3228|Torquay;
Ballarat Central|3350|Ballarat; Wendouree|3355|Ballarat; Bendigo|3550|Bendigo;
Kangaroo Flat|3555|Bendigo; Shepparton|3630|Shepparton; Wodonga|3690|Wodonga;
Wangaratta|3677|Wangaratta; Warrnambool|3280|Warrnambool; Hamilton|3300|Hamilton;
Colac|3250|Colac; Horsham|3400|Horsham; Mildura|3500|Mildura; Swan Hill|3585|Swan Hill;
Echuca|3564|Echuca; Traralgon|3844|Traralgon; Sale|3850|Sale; Bairnsdale|3875|Bairnsdale`;

const STREETS = [
  'High Street',
  'Station Street',
  'Church Street',
  'Victoria Street',
  'Albert Street',
  'King Street',
  'Queen Street',
  'Main Street',
  'Park Street',
  'George Street',
  'William Street',
  'Railway Parade',
  'Elizabeth Street',
  'Bridge Road',
  'Gordon Street',
  'Wattle Avenue',
  'Acacia Court',
  'Banksia Crescent',
  'Grevillea Road',
  'Hope Street',
  'Nelson Street',
  'Union Road',
  'Murray Road',
  'Mitchell Street',
  'Bell Street',
  'Clarendon Street',
  'Lake Drive',
  'Heather Grove',
  'Orchard Lane',
  'Settlement Road',
  'Riverside Drive',
  'Wellington Street',
  'Palmer Street',
  'Stanley Avenue',
  'Beach Road',
  'Hill Street',
];

/** Addresses generated per suburb. */
const PER_SUBURB = 5;

function generate(): AddressSearchResult[] {
  const suburbs = SUBURBS.split(';').map((s) => s.trim().split('|') as [string, string, string]);
  const results: AddressSearchResult[] = [];
  suburbs.forEach(([suburb, postcode, municipality], s) => {
    for (let k = 0; k < PER_SUBURB; k++) {
      const n = s * PER_SUBURB + k;
      const streetName = STREETS[(n * 7 + s) % STREETS.length] as string;
      const streetNumber = String(1 + ((n * 37 + k * 11) % 180));
      // Every fourth address is a flat or unit.
      const unit = n % 4 === 3 ? String(1 + (n % 12)) : null;
      const number = unit ? `${unit}/${streetNumber}` : streetNumber;
      results.push({
        unitOrRoomNumber: unit,
        freeformAddress: `${number} ${streetName}, ${suburb} VIC ${postcode}`,
        countrySubdivision: 'VIC',
        postalCode: postcode,
        municipalitySubdivision: suburb,
        municipality,
        streetName,
        streetNumber,
      });
    }
  });
  return results;
}

export const SAMPLE_GAZETTEER: readonly AddressSearchResult[] = generate();
