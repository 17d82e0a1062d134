/**
 * Saffron - Modern Restaurant: a seasonal Mediterranean kitchen.
 */

const header = {
	kind: 'header',
	variant: 'centered',
	tagline: 'Seasonal kitchen · Since 2016',
	brand: 'Saffron',
	links: [
		'Menu',
		'Our story',
		'Private dining',
		{ text: 'Reservations', url: '#reservations-contact' },
	],
};

const hero = {
	kind: 'hero',
	variant: 'cover',
	image: 'dish-1',
	dim: 55,
	eyebrow: 'Open Tuesday to Sunday',
	heading: 'Slow food for busy lives',
	text: 'A Mediterranean kitchen cooking over live fire, with a menu that changes whenever the market does.',
	buttons: [
		{ text: 'Book a table', url: '#reservations-contact' },
		{ text: 'View the menu', url: '#menu', outline: true },
	],
};

const intro = {
	kind: 'story',
	imageFirst: true,
	eyebrow: 'Our kitchen',
	heading: 'Simple plates, serious sourcing',
	paragraphs: [
		'Chef Marco Ferreira cooks the food he grew up with on the Algarve coast: grilled fish, slow-cooked lamb, bright salads and bread baked every afternoon.',
		'Almost everything on the menu comes from farms and boats within a hundred miles. When the tomatoes are gone, so is the tomato salad.',
	],
	buttons: [ { text: 'Read our story', url: '#our-story' } ],
	image: 'interior-1',
};

const smallPlates = {
	title: 'Small plates',
	items: [
		{
			name: 'Charred flatbread',
			desc: 'Whipped feta, hot honey, za’atar',
			price: '$9',
		},
		{
			name: 'Grilled octopus',
			desc: 'Smoked paprika, crushed lemon potatoes',
			price: '$16',
		},
		{
			name: 'Burrata',
			desc: 'Blood orange, pistachio crumb, basil oil',
			price: '$14',
		},
		{
			name: 'Fire-roasted peppers',
			desc: 'Anchovy, capers, grilled sourdough',
			price: '$11',
		},
	],
};

const largePlates = {
	title: 'Large plates',
	items: [
		{
			name: 'Lamb shoulder',
			desc: 'Slow-roasted for seven hours, pomegranate, herbs',
			price: '$32',
		},
		{
			name: 'Whole sea bream',
			desc: 'Salsa verde, shaved fennel, charred lemon',
			price: '$29',
		},
		{
			name: 'Saffron risotto',
			desc: 'Wild mushrooms, aged pecorino',
			price: '$24',
		},
		{
			name: 'Half chicken piri-piri',
			desc: 'Hand-cut chips, garlic yoghurt',
			price: '$26',
		},
	],
};

const desserts = {
	title: 'Desserts',
	items: [
		{
			name: 'Olive oil cake',
			desc: 'Crème fraîche, candied orange',
			price: '$9',
		},
		{
			name: 'Dark chocolate pot',
			desc: 'Sea salt, cardamom cream',
			price: '$10',
		},
		{
			name: 'Affogato',
			desc: 'Vanilla gelato, espresso, almond biscotti',
			price: '$8',
		},
	],
};

const drinks = {
	title: 'To drink',
	items: [
		{
			name: 'Saffron spritz',
			desc: 'Saffron syrup, vermouth, sparkling wine',
			price: '$13',
		},
		{
			name: 'House vinho verde',
			desc: 'Glass or carafe, crisp and lightly sparkling',
			price: '$10',
		},
		{
			name: 'Fig leaf lemonade',
			desc: 'Alcohol-free, made in house',
			price: '$6',
		},
	],
};

const menuBlock = {
	kind: 'menu',
	eyebrow: 'Tonight',
	heading: 'A taste of the menu',
	text: 'Dishes change every week. Please tell us about allergies when you book.',
	groups: [ smallPlates, largePlates ],
	note: 'Vegetarian and gluten-free versions of most dishes are available on request.',
};

const fullMenu = {
	kind: 'menu',
	groups: [ smallPlates, largePlates ],
};

const fullMenuSweet = {
	kind: 'menu',
	tone: 'light',
	groups: [ desserts, drinks ],
	note: 'A discretionary service charge of 18% is added to tables of six or more. Every cent goes to the team.',
};

const gallery = {
	kind: 'gallery',
	tone: 'light',
	eyebrow: '@saffronkitchen',
	heading: 'From the pass',
	images: [
		'dish-2',
		'interior-1',
		'dish-3',
		'people-1',
		'dish-4',
		'product-2',
	],
	ratio: '1',
	columns: 3,
};

const reviews = {
	kind: 'testimonials',
	variant: 'cards',
	tone: 'base',
	heading: 'What people are saying',
	items: [
		{
			quote: 'The octopus alone is worth the trip across town. Book the counter seats and watch the grill.',
			name: 'City Plate Magazine',
			role: 'Best new restaurants list',
		},
		{
			quote: 'Warm, unfussy and generous. We came for a birthday and stayed until they stacked the chairs.',
			name: 'Laura Jennings',
			role: 'Guest review',
		},
		{
			quote: 'The menu reads like a market list, and every plate tastes like someone cared about it.',
			name: 'Northwest Eats',
			role: 'Restaurant review',
		},
	],
};

const reserve = {
	kind: 'cta',
	variant: 'cover',
	image: 'interior-1',
	heading: 'Save yourself a seat',
	text: 'Reservations open thirty days ahead. Walk-ins are always welcome at the bar and on the terrace.',
	buttons: [
		{ text: 'Reserve online', url: '#reservations-contact' },
		{ text: 'Call (503) 555-0148', url: 'tel:+15035550148', outline: true },
	],
};

const findUs = {
	kind: 'contact',
	eyebrow: 'Visit',
	heading: 'Find us in the Pearl District',
	text: 'Two blocks from the streetcar stop, with bike racks out front and paid parking on Alder Street.',
	details: [
		{
			label: 'Address',
			lines: [ '27 Alder Street', 'Portland, OR 97209' ],
		},
		{
			label: 'Reservations',
			lines: [ '(503) 555-0148', 'table@example.com' ],
		},
		{ label: 'Dinner', lines: [ 'Tue–Thu 5pm–10pm', 'Fri–Sat 5pm–11pm' ] },
		{ label: 'Brunch', lines: [ 'Sunday 10am–3pm' ] },
	],
	image: 'map-1',
};

const footer = {
	kind: 'footer',
	brand: 'Saffron',
	text: 'Seasonal Mediterranean cooking over live fire, in the heart of the Pearl District.',
	columns: [
		{
			title: 'Visit',
			lines: [
				'27 Alder Street',
				'Portland, OR 97209',
				'(503) 555-0148',
			],
		},
		{
			title: 'Hours',
			lines: [
				'Tue–Thu 5pm–10pm',
				'Fri–Sat 5pm–11pm',
				'Sun brunch 10am–3pm',
			],
		},
		{
			title: 'Explore',
			links: [
				'Menu',
				'Our story',
				'Private dining',
				{ text: 'Reservations', url: '#reservations-contact' },
			],
		},
	],
	legal: '© 2025 Saffron Kitchen LLC',
	social: false,
};

const menuTitle = {
	kind: 'pageTitle',
	eyebrow: 'Menu',
	heading: 'This week at Saffron',
	text: 'Our menu follows the market, so a few dishes change every week. Everything is made in our kitchen, from the bread to the gelato.',
};

const storyTitle = {
	kind: 'pageTitle',
	eyebrow: 'Our story',
	heading: 'A small kitchen with a long table',
	text: 'Saffron began as a pop-up in a borrowed bakery. Nine years on, we still cook everything over wood and still serve the bread warm.',
};

const chefStory = {
	kind: 'story',
	eyebrow: 'The chef',
	heading: 'Marco Ferreira',
	paragraphs: [
		'Marco learned to cook in his grandmother’s kitchen in Faro, then spent a decade in restaurants from Lisbon to London before moving to Portland with two knives and a sourdough starter.',
		'His cooking is about restraint: great ingredients, plenty of fire and knowing when to stop.',
	],
	signature: 'Chef and co-owner',
	image: 'portrait-2',
};

const suppliers = {
	kind: 'features',
	variant: 'plain',
	tone: 'light',
	eyebrow: 'Who we buy from',
	heading: 'Good food starts on the farm',
	items: [
		{
			icon: 'icon-leaf',
			title: 'Greenfield Farm',
			text: 'Tomatoes, peppers and herbs grown forty miles away, picked the morning they arrive.',
		},
		{
			icon: 'icon-globe',
			title: 'Coastline Fish Co.',
			text: 'Line-caught fish from small boats in Newport, delivered six days a week.',
		},
		{
			icon: 'icon-cup',
			title: 'Hillside Creamery',
			text: 'Sheep’s milk cheeses and yoghurt from a family dairy in the Willamette Valley.',
		},
	],
};

const privateTitle = {
	kind: 'hero',
	variant: 'media',
	mediaPosition: 'left',
	image: 'interior-1',
	eyebrow: 'Private dining',
	heading: 'Gatherings worth remembering',
	text: 'From rehearsal dinners to team celebrations, we host groups of eight to eighty with a set menu built around the season.',
	buttons: [ { text: 'Plan your event', url: '#enquire' } ],
};

const rooms = {
	kind: 'features',
	variant: 'cards',
	heading: 'Choose your space',
	items: [
		{
			image: 'interior-1',
			title: 'The Chef’s Table',
			text: 'Up to 10 guests at the counter, with a tasting menu cooked in front of you.',
		},
		{
			image: 'people-1',
			title: 'The Courtyard Room',
			text: 'Up to 24 guests in a private room opening onto our terrace garden.',
		},
		{
			image: 'dish-3',
			title: 'Full buyout',
			text: 'The whole restaurant for up to 80 seated or 120 standing guests.',
		},
	],
};

const eventFaq = {
	kind: 'faq',
	heading: 'Good to know',
	items: [
		{
			q: 'Is there a minimum spend?',
			a: 'The Chef’s Table starts at $850 and the Courtyard Room at $1,600 before tax and service. Buyout pricing depends on the date.',
		},
		{
			q: 'Can you cater for dietary needs?',
			a: 'Yes. Share your guests’ requirements a week ahead and the kitchen will adapt every course.',
		},
		{
			q: 'Can we bring our own cake?',
			a: 'Of course. We will plate it for you with no cake fee.',
		},
	],
};

const eventCta = {
	kind: 'cta',
	anchor: 'enquire',
	variant: 'band',
	tone: 'primary',
	heading: 'Tell us about your event',
	text: 'Send the date, the number of guests and anything special you have in mind. Our events team replies within a day.',
	buttons: [
		{ text: 'Email the events team', url: 'mailto:events@example.com' },
	],
};

const contactTitle = {
	kind: 'pageTitle',
	eyebrow: 'Reservations',
	heading: 'We would love to cook for you',
	text: 'Book online up to thirty days ahead, or call us during opening hours. For groups larger than eight, please email.',
};

const bookingNotes = {
	kind: 'features',
	variant: 'cards',
	tone: 'light',
	items: [
		{
			icon: 'icon-calendar',
			title: 'Book ahead',
			text: 'Tables are released thirty days in advance at 10am.',
		},
		{
			icon: 'icon-clock',
			title: 'Running late?',
			text: 'We hold tables for fifteen minutes; just give us a call.',
		},
		{
			icon: 'icon-people',
			title: 'Groups',
			text: 'Parties of nine or more dine from a shared set menu.',
		},
	],
};

export default {
	slug: 'saffron-restaurant',
	name: 'Saffron - Modern Restaurant',
	description:
		'Everything a neighbourhood restaurant needs: a full-bleed food hero, a clear menu with prices, the chef’s story, private dining, reservations and opening hours. Warm paprika and saffron tones on cream.',
	plan: 'starter',
	price: 29,
	categories: [ 'restaurant' ],
	tags: [ 'food', 'menu', 'booking', 'elegant' ],
	featured: false,
	platforms: [ 'gutenberg', 'elementor' ],
	palette: {
		primary: '#8c2f1b',
		accent: '#f2a541',
		dark: '#2b1d16',
		light: '#f6ead8',
		text: '#2b1d16',
		background: '#fffaf2',
	},
	fonts: {
		heading: { family: 'Vollkorn', weight: '600' },
		body: { family: 'Literata', weight: '400' },
	},
	rating: 4.8,
	rating_count: 21,
	downloads: 860,
	favourite_count: 97,
	thumbnails: [ 'home', 'menu', 'private-dining' ],
	items: [
		{
			suffix: 'header',
			name: 'Header',
			type: 'block',
			template_type: 'header',
			tags: [ 'header', 'navigation', 'elegant' ],
			description:
				'A centred header with the restaurant name, a small tagline and four links.',
			sections: [ header ],
		},
		{
			suffix: 'footer',
			name: 'Footer',
			type: 'block',
			template_type: 'footer',
			tags: [ 'footer', 'dark', 'location' ],
			description:
				'A dark footer with address, opening hours and links to every page.',
			sections: [ footer ],
		},
		{
			suffix: 'hero',
			name: 'Hero',
			type: 'block',
			template_type: 'hero',
			tags: [ 'hero', 'cover', 'food' ],
			featured: true,
			description:
				'A full-width cover over a plated dish, with opening days and two buttons.',
			sections: [ hero ],
		},
		{
			suffix: 'menu-list',
			name: 'Menu List',
			type: 'block',
			template_type: 'food-menu',
			tags: [ 'menu', 'food' ],
			description:
				'Two columns of dishes with short descriptions and prices, divided by dashed lines.',
			sections: [ menuBlock ],
		},
		{
			suffix: 'gallery',
			name: 'Gallery',
			type: 'block',
			template_type: 'gallery',
			tags: [ 'gallery', 'food' ],
			description:
				'A six-image square gallery for dishes and dining-room moments.',
			sections: [ gallery ],
		},
		{
			suffix: 'reservations',
			name: 'Reservations',
			type: 'block',
			template_type: 'call-to-action',
			tags: [ 'call-to-action', 'booking', 'cover' ],
			description:
				'A warm cover inviting guests to reserve online or call.',
			sections: [ reserve ],
		},
		{
			suffix: 'home',
			name: 'Home',
			type: 'page',
			template_type: 'home',
			tags: [ 'food', 'menu', 'testimonials', 'gallery' ],
			featured: true,
			description:
				'The restaurant home page: cover hero, kitchen story, menu highlights, reviews, gallery, reservations and location.',
			sections: [
				hero,
				intro,
				menuBlock,
				reviews,
				gallery,
				reserve,
				findUs,
			],
		},
		{
			suffix: 'menu',
			name: 'Menu',
			type: 'page',
			template_type: 'menu-page',
			tags: [ 'menu', 'food' ],
			description:
				'The full menu in four groups: small plates, large plates, desserts and drinks.',
			sections: [ menuTitle, fullMenu, fullMenuSweet, reserve ],
		},
		{
			suffix: 'story',
			name: 'Our Story',
			type: 'page',
			template_type: 'about',
			tags: [ 'about', 'team' ],
			description:
				'The restaurant’s story, the chef and the farms behind the menu.',
			sections: [ storyTitle, chefStory, suppliers, reviews ],
		},
		{
			suffix: 'private-dining',
			name: 'Private Dining',
			type: 'page',
			template_type: 'landing',
			tags: [ 'landing', 'booking', 'faq' ],
			description:
				'A landing page for group bookings: spaces, practical answers and an enquiry call to action.',
			sections: [ privateTitle, rooms, eventFaq, eventCta ],
		},
		{
			suffix: 'contact',
			name: 'Reservations & Contact',
			type: 'page',
			template_type: 'contact-page',
			tags: [ 'contact', 'booking', 'map' ],
			description:
				'How to book, booking policies, address and opening hours with a map.',
			sections: [ contactTitle, bookingNotes, findUs ],
		},
	],
};
